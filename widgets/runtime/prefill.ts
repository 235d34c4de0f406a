/**
 * Prefill from the host page: a widget's field can start with a value the page gives as an attribute
 * (`<alex-demo-wizard job-url="...">`) or, when the page opts in with `prefill-from-url`, as a parameter of its own
 * URL (`?alex_job_url=...`). The attribute wins over the parameter. A value the field could not take is ignored
 * with one console warning naming it, never an error shown to the visitor. Plain checks only: this runs in every
 * widget's first chunk.
 */
import { useLayoutEffect, useRef } from 'react';

/** The longest job URL the gateway reads (shared/demo-schemas.ts, processUrlRequest). */
export const MAX_JOB_URL = 2048;
/** The longest job description the gateway takes (shared/demo.ts, DEMO_TEXT_BOUNDS.jobDescription). */
export const MAX_JOB_TEXT = 20_000;
/** The longest e-mail address the gateway takes (DEMO_TEXT_BOUNDS.email). */
export const MAX_EMAIL = 254;

/** What a field accepts: the value to fill in (trimmed, normalised), or undefined when it refuses it. */
export interface PrefillRule {
  /** The attribute, kebab-case (`job-url`). */
  attribute: string;
  /** The host page's URL parameter (`alex_job_url`), read only with `prefill-from-url`. */
  param: string;
  /** What the value must be, for the warning: "an http or https URL of at most 2048 characters". */
  expected: string;
  check: (value: string) => string | undefined;
}

export const jobUrlRule: PrefillRule = {
  attribute: 'job-url',
  param: 'alex_job_url',
  expected: `an absolute http or https URL of at most ${MAX_JOB_URL} characters`,
  check: (raw) => {
    const value = raw.trim();
    if (value.length > MAX_JOB_URL) return undefined;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? value : undefined;
    } catch {
      return undefined;
    }
  },
};

/** A short text is still filled in: Continue says it is too short, as for a typed one. */
export const jobTextRule: PrefillRule = {
  attribute: 'job-text',
  param: 'alex_job_text',
  expected: `a job description of at most ${MAX_JOB_TEXT} characters`,
  check: (raw) => {
    const value = raw.trim();
    return value.length <= MAX_JOB_TEXT ? value : undefined;
  },
};

export const emailRule: PrefillRule = {
  attribute: 'email',
  param: 'alex_email',
  expected: `an e-mail address of at most ${MAX_EMAIL} characters`,
  check: (raw) => {
    const value = raw.trim();
    return value.length <= MAX_EMAIL && /^[^\s@]+@[^\s@]+$/.test(value) ? value : undefined;
  },
};

/** One of a fixed set of keys, in any case (as HTML's enumerated attributes are). */
export const keyRule = (attribute: string, param: string, keys: readonly string[]): PrefillRule => ({
  attribute,
  param,
  expected: `one of ${keys.join(', ')}`,
  check: (raw) => {
    const value = raw.trim().toLowerCase();
    return keys.includes(value) ? value : undefined;
  },
});

/** What a field starts with: a value, a warning about the value it was given, or nothing. */
export interface Prefill {
  value?: string;
  warning?: string;
}

/**
 * Resolves one field: the attribute when it is set (not blank), else the URL parameter when `search` is given
 * (the page opted in; null otherwise). `tag` names the element in the warning; the value itself is not repeated
 * there (it may be long, or be somebody's e-mail address).
 */
export function resolvePrefill(
  tag: string,
  rule: PrefillRule,
  attribute: string | null | undefined,
  search: string | null,
): Prefill {
  const fromAttribute = attribute != null && attribute.trim() !== '';
  const raw = fromAttribute ? attribute : search === null ? null : new URLSearchParams(search).get(rule.param);
  if (raw == null || raw.trim() === '') return {};
  const value = rule.check(raw);
  if (value !== undefined) return { value };
  const name = fromAttribute ? `the ${rule.attribute} attribute` : `the URL parameter ${rule.param}`;
  return { warning: `<${tag}>: ignored ${name}: it must be ${rule.expected}.` };
}

/**
 * Fills a field from the page when the widget starts, and again when the page changes what it gives, as long as
 * the visitor has not changed the field since (it still holds what it started with, or what was last filled in).
 * Runs before the first paint, so a prefilled widget never shows itself empty first.
 *
 * `key` says when to look again (the attributes read and `prefill-from-url`); `resolve` gives the value, or
 * undefined, and logs the warnings; `current` reads the field; `apply` fills it; `same` compares two values.
 */
export function usePrefill<V>(
  key: string,
  resolve: () => V | undefined,
  current: () => V,
  apply: (value: V) => void,
  same: (a: V, b: V) => boolean = Object.is,
): void {
  // What the field held at the start (kept from the first render), then what was last filled in.
  const baseline = useRef(current());
  // biome-ignore lint/correctness/useExhaustiveDependencies: looks again only when what the page gives changes.
  useLayoutEffect(() => {
    const value = resolve();
    if (value === undefined || !same(current(), baseline.current)) return;
    baseline.current = value;
    apply(value);
  }, [key]);
}
