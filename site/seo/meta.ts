/**
 * Search metadata per page and language (spec sections 2 and 3): title, description, keywords, Open Graph,
 * canonical and hreflang alternates. One description feeds the prerendered head and the browser's updates.
 */
import type { TFunction } from 'i18next';
import { feedPath } from '../../shared/feed';
import { LANGUAGES, type Language } from '../../shared/languages';
import { siteRoute } from '../../shared/site-routes';

/** The entries of the `seo` namespace that describe a page. */
export type SeoPageKey =
  | 'home'
  | 'useCases'
  | 'integrations'
  | 'faq'
  | 'blog'
  | 'blogPost'
  | 'demo'
  | 'demoRecruiter'
  | 'privacy'
  | 'legal'
  | 'notFound';

/** Which `seo` namespace entry describes a path. */
export function seoKey(pathname: string): SeoPageKey {
  switch (siteRoute(pathname)) {
    case '/':
      return 'home';
    case '/use-cases':
      return 'useCases';
    case '/integrations':
      return 'integrations';
    case '/faq':
      return 'faq';
    case '/blog':
      return 'blog';
    case '/blog/:id':
      return 'blogPost';
    case '/demo':
      return 'demo';
    case '/demo/recruiter':
      return 'demoRecruiter';
    case '/privacy':
      return 'privacy';
    case '/legal':
      return 'legal';
    default:
      return 'notFound';
  }
}

export const OG_IMAGE = { width: 1200, height: 630 } as const;
/** What search engines show of a title and of a description before they cut it. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;
const OG_LOCALE: Record<Language, string> = { en: 'en_US', fr: 'fr_FR', es: 'es_ES' };

export interface PageMetaData {
  language: Language;
  title: string;
  description: string;
  keywords: string;
  ogType: 'website' | 'article';
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  ogImageAlt: string;
  ogLocale: string;
  /** The locales the page also exists in (none for a post, written in one language). */
  ogLocaleAlternates: string[];
  /** A post's publication day (article:published_time). */
  publishedTime?: string;
  /** The blog's feed in the page's content language (on the blog and its posts). */
  feed?: { href: string; title: string };
  /** Absolute URL of this page in this language; absent for pages search engines should not index. */
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
  robots: string;
}

/** A page's address in a language: English at the plain path, the others with `?lang=`. */
export function pageUrl(origin: string, pathname: string, language: Language): string {
  return `${origin}${pathname}${language === 'en' ? '' : `?lang=${language}`}`;
}

/**
 * What a page knows better than its route's copy: a blog post's own title, description, keywords and
 * language (its one canonical address), or that there is nothing to index.
 */
export interface MetaOverride {
  title?: string;
  description?: string;
  keywords?: string;
  ogType?: 'website' | 'article';
  /** The language of the page's content: its canonical address is in that language, with no alternates. */
  contentLanguage?: Language;
  indexed?: boolean;
  /** A post's publication day, YYYY-MM-DD. */
  publishedTime?: string;
}

/**
 * Text cut to at most `max` characters: whole as long as it fits, else at the last word boundary that leaves
 * room for an ellipsis.
 */
export function fitText(text: string, max: number): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  const head = characters.slice(0, max - 1).join('');
  const boundary = head.search(/\s\S*$/);
  const cut = (boundary > max / 2 ? head.slice(0, boundary) : head).replace(/[\s,;:.\u2013\u2014-]+$/, '');
  return `${cut}…`;
}

export function pageMeta(options: {
  pathname: string;
  language: Language;
  t: TFunction<'seo'>;
  origin: string;
  /** `?region=` (ISO country): alternates name language and region, e.g. fr-CA. */
  region?: string;
  override?: MetaOverride;
}): PageMetaData {
  const { language, t, origin, override = {} } = options;
  const key = seoKey(options.pathname);
  const indexed = override.indexed ?? key !== 'notFound';
  const route = siteRoute(options.pathname);
  // A route with parameters is addressed by the path itself (without a trailing slash).
  const pathname = route && !route.includes(':') ? route : options.pathname.replace(/(.)\/+$/, '$1');
  const region = options.region && /^[a-z]{2}$/i.test(options.region) ? options.region.toUpperCase() : undefined;
  const title = override.title ?? t(`${key}.title`);
  const description = override.description ?? t(`${key}.description`);
  const contentLanguage = override.contentLanguage;
  return {
    language,
    title,
    description,
    keywords: override.keywords ?? t(`${key}.keywords`),
    ogType: override.ogType ?? 'website',
    ogTitle: override.title ?? t(`${key}.ogTitle`, { defaultValue: title }),
    ogDescription: override.description ?? t(`${key}.ogDescription`, { defaultValue: description }),
    ogImage: `${origin}/og/alex-${contentLanguage ?? language}.jpg`,
    ogImageAlt: t('og.imageAlt'),
    ogLocale: OG_LOCALE[contentLanguage ?? language],
    ogLocaleAlternates:
      contentLanguage || !indexed ? [] : LANGUAGES.filter((code) => code !== language).map((code) => OG_LOCALE[code]),
    publishedTime: override.publishedTime,
    feed:
      indexed && (key === 'blog' || key === 'blogPost')
        ? { href: `${origin}${feedPath(contentLanguage ?? language)}`, title: t('feed.title') }
        : undefined,
    canonical: indexed ? pageUrl(origin, pathname, contentLanguage ?? language) : undefined,
    alternates: contentLanguage
      ? []
      : indexed
        ? [
            ...LANGUAGES.map((code) => ({
              hreflang: region ? `${code}-${region}` : code,
              href: pageUrl(origin, pathname, code),
            })),
            { hreflang: 'x-default', href: pageUrl(origin, pathname, 'en') },
          ]
        : [],
    robots: indexed ? 'index, follow' : 'noindex',
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags for a prerendered page (everything but charset and viewport). */
export function headTags(meta: PageMetaData): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta name="keywords" content="${escapeHtml(meta.keywords)}">`,
    `<meta name="robots" content="${meta.robots}">`,
    `<meta property="og:type" content="${meta.ogType}">`,
    `<meta property="og:site_name" content="Alex">`,
    `<meta property="og:title" content="${escapeHtml(meta.ogTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.ogDescription)}">`,
    `<meta property="og:image" content="${escapeHtml(meta.ogImage)}">`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}">`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(meta.ogImageAlt)}">`,
    `<meta property="og:locale" content="${meta.ogLocale}">`,
    ...meta.ogLocaleAlternates.map((locale) => `<meta property="og:locale:alternate" content="${locale}">`),
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  if (meta.publishedTime) {
    tags.push(`<meta property="article:published_time" content="${escapeHtml(meta.publishedTime)}">`);
  }
  if (meta.feed) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(meta.feed.title)}" href="${escapeHtml(meta.feed.href)}">`,
    );
  }
  if (meta.canonical) {
    tags.push(`<meta property="og:url" content="${escapeHtml(meta.canonical)}">`);
    tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}">`);
  }
  for (const { hreflang, href } of meta.alternates) {
    tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);
  }
  return tags.join('\n    ');
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

/** Brings a live document's head in line with a page's metadata (after client-side navigation or a language change). */
export function applyMeta(doc: Document, meta: PageMetaData): void {
  doc.documentElement.lang = meta.language;
  doc.title = meta.title;
  setMeta(doc, 'name', 'description', meta.description);
  setMeta(doc, 'name', 'keywords', meta.keywords);
  setMeta(doc, 'name', 'robots', meta.robots);
  setMeta(doc, 'property', 'og:type', meta.ogType);
  setMeta(doc, 'property', 'og:title', meta.ogTitle);
  setMeta(doc, 'property', 'og:description', meta.ogDescription);
  setMeta(doc, 'property', 'og:image', meta.ogImage);
  setMeta(doc, 'property', 'og:image:alt', meta.ogImageAlt);
  setMeta(doc, 'property', 'og:locale', meta.ogLocale);
  if (meta.canonical) setMeta(doc, 'property', 'og:url', meta.canonical);
  for (const element of doc.head.querySelectorAll(
    'meta[property="og:locale:alternate"], meta[property="article:published_time"], link[rel="canonical"], link[rel="alternate"][hreflang], link[rel="alternate"][type="application/rss+xml"]',
  ))
    element.remove();
  for (const locale of meta.ogLocaleAlternates) {
    const element = doc.createElement('meta');
    element.setAttribute('property', 'og:locale:alternate');
    element.content = locale;
    doc.head.append(element);
  }
  if (meta.publishedTime) setMeta(doc, 'property', 'article:published_time', meta.publishedTime);
  if (meta.feed) {
    const feed = doc.createElement('link');
    feed.rel = 'alternate';
    feed.type = 'application/rss+xml';
    feed.title = meta.feed.title;
    feed.href = meta.feed.href;
    doc.head.append(feed);
  }
  if (meta.canonical) {
    const canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = meta.canonical;
    doc.head.append(canonical);
  }
  for (const { hreflang, href } of meta.alternates) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    doc.head.append(link);
  }
}
