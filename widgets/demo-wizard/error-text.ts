/** The wizard's error messages in the visitor's language: the demo-errors namespace and the one way to read it. */
import type { TFunction } from 'i18next';
import type { ClassifiedError } from './classify';

/**
 * The message for a classified error, `t` being the demo-errors translations. A `field` parameter is a field
 * label key and is shown as the label in the same language; a key the namespace lacks reads as the generic
 * message rather than as the key itself.
 */
export function describeError(t: TFunction<'demo-errors'>, error: Pick<ClassifiedError, 'key' | 'params'>): string {
  const params: Record<string, string | number> = { ...error.params };
  if (typeof params.field === 'string') params.field = t(`fields.${params.field}`, { defaultValue: params.field });
  return t(error.key, { ...params, defaultValue: t('generic') });
}
