/**
 * Prefill from the host page: a widget's field can start with a value the page gives as an attribute
 * (`<alex-demo-wizard job-url="...">`) or, when the page opts in with `prefill-from-url`, as a parameter of its own
 * URL (`alex_` and the attribute's name, `?alex_job_url=...`). The attribute wins over the parameter. A value the
 * field cannot take is ignored with one console warning naming it, never an error shown to the visitor.
 *
 * Plain checks only, no schema library: this is in every widget's first chunk (the runtime's, through the
 * `usePrefill` hook of define.tsx).
 */

/** The longest job URL the gateway reads (shared/demo-schemas.ts, processUrlRequest). */
export const MAX_JOB_URL = 2048;
/** The longest job description the gateway takes (shared/demo.ts, DEMO_TEXT_BOUNDS.jobDescription). */
export const MAX_JOB_TEXT = 20_000;
/** The longest e-mail address the gateway takes (DEMO_TEXT_BOUNDS.email). */
export const MAX_EMAIL = 254;

/** What a field accepts, given a trimmed, non-empty value: the value to fill in, or undefined to refuse it. */
export type PrefillCheck = (value: string) => string | undefined;

/** An absolute http or https URL the gateway reads (spec section 5, URL mode). */
export const checkJobUrl: PrefillCheck = (value) => {
  try {
    const { protocol, hostname } = new URL(value);
    return value.length <= MAX_JOB_URL && /^https?:$/.test(protocol) && hostname ? value : undefined;
  } catch {
    return undefined;
  }
};

/** A job description the gateway takes; a short one is still filled in (Continue says it is too short). */
export const checkJobText: PrefillCheck = (value) => (value.length > MAX_JOB_TEXT ? undefined : value);

/** Something that can be an e-mail address (the send checks it further). */
export const checkEmail: PrefillCheck = (value) =>
  value.length <= MAX_EMAIL && /^[^\s@]+@[^\s@]+$/.test(value) ? value : undefined;

/** One of a fixed set of keys, in any case (as HTML's enumerated attributes are). */
export const checkKey =
  (keys: readonly string[]): PrefillCheck =>
  (value) => {
    const key = value.toLowerCase();
    return keys.includes(key) ? key : undefined;
  };

/** One way to fill a field: its attribute, what the page gave for it, and its check. */
export type PrefillSource = [attribute: string, given: string | null | undefined, check: PrefillCheck];

/** The value a field starts with (from its `index`-th source), and the warnings to log. */
export interface Prefill {
  value?: string;
  index?: number;
  warnings: string[];
}

/**
 * Resolves one field from its sources, the first that gives an accepted value winning. Each source is its
 * attribute when set (not blank), else its URL parameter when `search` is given (the page opted in; null
 * otherwise). A refused value is a warning naming the attribute or parameter, never repeating the value (it may
 * be long, or somebody's e-mail address); `tag` names the element.
 */
export function resolvePrefill(tag: string, sources: readonly PrefillSource[], search: string | null): Prefill {
  const result: Prefill = { warnings: [] };
  const params = new URLSearchParams(search ?? '');
  sources.forEach(([attribute, given, check], index) => {
    const param = `alex_${attribute.replace('-', '_')}`;
    const fromAttribute = given?.trim();
    const raw = fromAttribute || (search === null ? '' : params.get(param)?.trim());
    if (!raw) return;
    const value = check(raw);
    if (value === undefined) {
      const name = fromAttribute ? `the ${attribute} attribute` : `the URL parameter ${param}`;
      result.warnings.push(`<${tag}>: ignored ${name}, which is not a value it accepts.`);
    } else if (result.value === undefined) {
      result.value = value;
      result.index = index;
    }
  });
  return result;
}
