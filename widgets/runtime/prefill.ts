/**
 * Prefill from the host page: a widget's field can start with a value the page gives as an attribute
 * (`<alex-demo-wizard job-url="...">`) or, when the page opts in with `prefill-from-url`, as a parameter of its own
 * URL (`alex_` and the attribute's name, `?alex_job_url=...`). The attribute wins over the parameter. A value the
 * field cannot take is ignored with one console warning naming it, never an error shown to the visitor.
 *
 * The `usePrefill` hook of define.tsx loads this module only on a page that prefills something. Each widget's
 * checks are its own plain code: the wizard's in demo-wizard/rules.ts, the calculator's in roi-calculator/prefill.ts.
 */

/** What a field accepts, given a trimmed, non-empty value: the value to fill in, or undefined to refuse it. */
export type PrefillCheck = (value: string) => string | undefined;

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
      result.warnings.push(
        `<${tag}>: ignored the invalid ${fromAttribute ? `${attribute} attribute` : `URL parameter ${param}`}.`,
      );
    } else if (result.value === undefined) {
      result.value = value;
      result.index = index;
    }
  });
  return result;
}

/**
 * Fills a field from the page (define.tsx's `usePrefill`), logging one warning per refused value: only while the
 * field still holds `baseline` (what it started with, or what was last filled in), so what a visitor typed stays.
 */
export function fillFromPage(
  tag: string,
  sources: readonly PrefillSource[],
  fromUrl: boolean | undefined,
  baseline: { current: string | null },
  current: () => string | null,
  apply: (value: string, index: number) => void,
): void {
  const { value, index, warnings } = resolvePrefill(tag, sources, fromUrl ? location.search : null);
  for (const warning of warnings) console.warn(warning);
  const now = current();
  if (value === undefined || now === null || now !== baseline.current) return;
  baseline.current = value;
  apply(value, index as number);
}
