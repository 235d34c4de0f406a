/**
 * Which copy each page of the site reads: the core (every page's layout and head, and the home page) in one chunk
 * per language, and the copy of one or two pages in a chunk per language and namespace (site/i18n.ts loads them).
 * No React here: the build names the chunks a page starts with from it.
 */
import type { Language } from '../shared/languages';
import type { SiteRoute } from '../shared/site-routes';

/**
 * The namespaces of the site's core copy, one chunk per language: what every page reads (the layout, the head)
 * and what the home page shows.
 */
export const CORE_NAMESPACES = ['site', 'seo', 'home', 'integrations', 'faq'] as const;
type CoreNamespace = (typeof CORE_NAMESPACES)[number];
export type SiteCopy = Record<CoreNamespace, object>;

/** The copy of one or two pages, a chunk per language and namespace, loaded with the pages that show it. */
export const PAGE_COPY = {
  'use-cases': {
    en: () => import('../locales/en/use-cases.json'),
    fr: () => import('../locales/fr/use-cases.json'),
    es: () => import('../locales/es/use-cases.json'),
  },
  blog: {
    en: () => import('../locales/en/blog.json'),
    fr: () => import('../locales/fr/blog.json'),
    es: () => import('../locales/es/blog.json'),
  },
  'demo-landing': {
    en: () => import('../locales/en/demo-landing.json'),
    fr: () => import('../locales/fr/demo-landing.json'),
    es: () => import('../locales/es/demo-landing.json'),
  },
} satisfies Record<string, Record<Language, () => Promise<{ default: object }>>>;
export type PageNamespace = keyof typeof PAGE_COPY;

export type SiteNamespace = CoreNamespace | PageNamespace;

/** The page copy each route shows beyond the core. */
const ROUTE_COPY: Partial<Record<SiteRoute, readonly PageNamespace[]>> = {
  '/use-cases': ['use-cases'],
  '/blog': ['blog'],
  '/blog/:id': ['blog'],
  '/demo': ['demo-landing'],
  '/demo/recruiter': ['demo-landing'],
};

const NO_PAGE_COPY: readonly PageNamespace[] = [];

export const routeCopy = (route: SiteRoute | undefined): readonly PageNamespace[] =>
  (route && ROUTE_COPY[route]) ?? NO_PAGE_COPY;
