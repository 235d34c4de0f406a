/**
 * The structured data (JSON-LD, schema.org) of a prerendered page: the organization and the website on every
 * page, the questions and answers on /faq, the article and its breadcrumb trail on a post. Search engines read
 * it from the page's head; it is data, not code (no CSP hash needed, never executed).
 */
import type { TFunction } from 'i18next';
import type { BlogPosting, BreadcrumbList, FAQPage, Graph, Organization, Thing, WebSite } from 'schema-dts';
import type { BlogPost } from '../../shared/blog';
import type { Language } from '../../shared/languages';
import { postPath } from '../../shared/prerender';
import { LINKEDIN_PAGE, YOUTUBE_CHANNEL } from '../layout/nav';
import { FAQ_SECTION_IDS, faqEntries } from '../pages/faq/FaqSections';
import { OG_IMAGE, pageUrl } from './meta';

interface FaqQuestion {
  question: string;
  answer: string;
}

export interface StructuredDataInput {
  origin: string;
  language: Language;
  /** The page's canonical address; absent for pages kept out of the index (they get the site's nodes only). */
  url?: string;
  /** The questions and answers the FAQ page shows, in its language. */
  faq?: readonly FaqQuestion[];
  /** The post a post page shows. */
  post?: BlogPost;
  /** Names in the page's language: the breadcrumb trail's first two steps. */
  names: { home: string; blog: string };
  /** The site's description in the page's language. */
  description: string;
}

const organizationId = (origin: string) => `${origin}/#organization`;
const websiteId = (origin: string, language: Language) => `${pageUrl(origin, '/', language)}#website`;

export function structuredData(input: StructuredDataInput): Graph {
  const { origin, language, post } = input;
  const organization: Organization = {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: 'Alex',
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    sameAs: [LINKEDIN_PAGE, YOUTUBE_CHANNEL],
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': websiteId(origin, language),
    name: 'Alex',
    url: pageUrl(origin, '/', language),
    description: input.description,
    inLanguage: language,
    publisher: { '@id': organizationId(origin) },
  };
  const graph: Thing[] = [organization, website];
  if (input.faq && input.faq.length > 0 && input.url) {
    const faq: FAQPage = {
      '@type': 'FAQPage',
      '@id': `${input.url}#faq`,
      url: input.url,
      inLanguage: language,
      isPartOf: { '@id': websiteId(origin, language) },
      mainEntity: input.faq.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    };
    graph.push(faq);
  }
  if (post && input.url) {
    const postUrl = pageUrl(origin, postPath(post.id), post.language);
    const blogUrl = pageUrl(origin, '/blog', post.language);
    const article: BlogPosting = {
      '@type': 'BlogPosting',
      '@id': `${postUrl}#article`,
      mainEntityOfPage: postUrl,
      url: postUrl,
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      // A post carries one date: it has not been revised since.
      dateModified: post.date,
      author: { '@type': 'Person', name: post.author, jobTitle: post.authorRole },
      publisher: { '@id': organizationId(origin) },
      image: [
        `${origin}${post.image}`,
        {
          '@type': 'ImageObject',
          url: `${origin}/og/alex-${post.language}.jpg`,
          width: `${OG_IMAGE.width}`,
          height: `${OG_IMAGE.height}`,
        },
      ],
      inLanguage: post.language,
      articleSection: post.category,
      keywords: post.tags.join(', '),
      isPartOf: { '@id': websiteId(origin, post.language) },
    };
    const breadcrumbs: BreadcrumbList = {
      '@type': 'BreadcrumbList',
      '@id': `${postUrl}#breadcrumbs`,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: input.names.home, item: pageUrl(origin, '/', post.language) },
        { '@type': 'ListItem', position: 2, name: input.names.blog, item: blogUrl },
        { '@type': 'ListItem', position: 3, name: post.title, item: postUrl },
      ],
    };
    graph.push(article, breadcrumbs);
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

/**
 * The `<script type="application/ld+json">` carrying the data: `<` escaped so no text in it can close the
 * element, and the line separators JavaScript once refused in strings.
 */
export function structuredDataScript(data: Graph): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** The structured data of a prerendered page, as its head carries it. */
export function pageStructuredData(options: {
  route: string | undefined;
  language: Language;
  origin: string;
  /** The page's canonical address (see pageMeta). */
  canonical: string | undefined;
  /** `seo` copy of the page's language. */
  t: TFunction<'seo'>;
  /** `faq` copy of the page's language. */
  faqT: TFunction<'faq'>;
  post?: BlogPost | null;
}): string {
  const { route, language, origin, canonical, t, faqT } = options;
  const faq =
    route === '/faq'
      ? FAQ_SECTION_IDS.flatMap((id) =>
          faqEntries(faqT(`sections.${id}.items`, { returnObjects: true })).map(([, entry]) => entry),
        )
      : undefined;
  return structuredDataScript(
    structuredData({
      origin,
      language,
      url: canonical,
      faq,
      post: route === '/blog/:id' ? (options.post ?? undefined) : undefined,
      names: { home: t('breadcrumbs.home'), blog: t('breadcrumbs.blog') },
      description: t('home.description'),
    }),
  );
}
