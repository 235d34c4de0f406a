/** Every t() call is checked against the English copy: a key the English files lack fails `npm run typecheck`. */
import type { EnglishResources } from './english';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: EnglishResources;
  }
}
