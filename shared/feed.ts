/** Where the blog's feed of a language lives (RSS 2.0): the gateway answers it, the blog's pages link to it. */
import type { Language } from './languages';

export const feedPath = (language: Language): string => `/feed/${language}.xml`;
