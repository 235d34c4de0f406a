/**
 * The blog (spec sections 3 and 9): read time, the category filter, related articles and the product links
 * suggested under a post. The post entity and its API payloads are in blog-schemas.ts, which a page reads
 * only when it fetches them.
 */
import type { BlogPost, BlogPostSummary } from './blog-schemas';
import type { Language } from './languages';

/** A post id: its file name, a lowercase slug (also what the gateway accepts in /api/blog/{id}). */
export const BLOG_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type { BlogPost, BlogPostSummary } from './blog-schemas';

/** A post without its body, as lists carry it. */
export const toSummary = ({ content: _content, ...summary }: BlogPost): BlogPostSummary => summary;

const WORDS_PER_MINUTE = 200;

/** The words of an HTML body (tags and entities do not count). */
export function wordCount(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .trim();
  return text ? text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length : 0;
}

/** Minutes to read a body: words at 200 a minute, rounded up, at least one. */
export function readTime(html: string): number {
  return Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));
}

/** Newest first; posts of the same day by title, so the order never depends on the file system. */
export const byDate = (a: BlogPostSummary, b: BlogPostSummary): number =>
  b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

/** The category filter: 'All' first (null), then every tag of the posts once, in the language's alphabetical order. */
export function categories(posts: readonly BlogPostSummary[], language: Language): (string | null)[] {
  const tags = [...new Set(posts.flatMap((post) => post.tags))];
  return [null, ...tags.sort(new Intl.Collator(language, { sensitivity: 'base' }).compare)];
}

/** The post shown apart at the top of the list: the newest featured one, else the newest. */
export function featuredPost<P extends BlogPostSummary>(posts: readonly P[]): P | undefined {
  const sorted = [...posts].sort(byDate);
  return sorted.find((post) => post.featured) ?? sorted[0];
}

export const RELATED_POOL = 10;
const RELATED_COUNT = 3;

/**
 * The candidates for "related articles": other posts in the post's language that share at least one tag,
 * most shared tags first (then newest), at most ten.
 */
export function rankRelated<P extends BlogPostSummary>(post: BlogPostSummary, posts: readonly P[]): P[] {
  const tags = new Set(post.tags);
  return posts
    .filter((other) => other.id !== post.id && other.language === post.language)
    .map((other) => ({ other, shared: other.tags.filter((tag) => tags.has(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || byDate(a.other, b.other))
    .slice(0, RELATED_POOL)
    .map(({ other }) => other);
}

/** Up to three related articles drawn at random from the top ten by shared tags. */
export function relatedPosts<P extends BlogPostSummary>(
  post: BlogPostSummary,
  posts: readonly P[],
  random: () => number = Math.random,
): P[] {
  const pool = rankRelated(post, posts);
  // Fisher–Yates over the pool, stopped once the first three places are drawn.
  for (let i = 0; i < Math.min(RELATED_COUNT, pool.length); i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as P, pool[i] as P];
  }
  return pool.slice(0, RELATED_COUNT);
}

/** The product pages a post can point to (spec section 2, link catalogue), with their scores. */
export const PRODUCT_LINKS = [
  { key: 'roi', href: '/#roi', score: 95 },
  { key: 'alex', href: '/#alex', score: 90 },
  { key: 'useCases', href: '/use-cases', score: 85 },
  { key: 'technology', href: '/#technology', score: 80 },
  { key: 'faq', href: '/faq', score: 75 },
  { key: 'integrations', href: '/#integrations', score: 70 },
] as const;
export type ProductLink = (typeof PRODUCT_LINKS)[number];
const PRODUCT_LINK_COUNT = 3;

/**
 * The words that make a product page relevant to a post, per language: accents and case are ignored and a
 * keyword matches the start of a word ("téléphon" matches "téléphone", "téléphoner").
 */
const PRODUCT_LINK_KEYWORDS: Record<ProductLink['key'], Record<Language, readonly string[]>> = {
  roi: {
    en: ['roi', 'return on investment', 'cost', 'savings', 'budget', 'payback', 'hours saved', 'time saved'],
    fr: ['roi', 'retour sur investissement', 'cout', 'economie', 'budget', 'rentab', 'heures gagnees'],
    es: ['roi', 'retorno de la inversion', 'coste', 'costo', 'ahorro', 'presupuesto', 'rentab', 'horas ahorradas'],
  },
  alex: {
    en: ['alex', 'voice', 'phone call', 'calls', 'ai recruiter', 'voice agent'],
    fr: ['alex', 'voix', 'vocal', 'appel', 'telephon', 'agent'],
    es: ['alex', 'voz', 'llamada', 'telefon', 'agente'],
  },
  useCases: {
    en: ['use case', 'no-show', 'reactivat', 'pre-qualif', 'screening', 'staffing', 'high-volume'],
    fr: ['cas d usage', 'no-show', 'reactiv', 'prequalif', 'pre-qualif', 'interim', 'volume'],
    es: ['caso de uso', 'casos de uso', 'no-show', 'reactiv', 'precalific', 'ett', 'volumen', 'masiva'],
  },
  technology: {
    en: ['technology', 'speech', 'language model', 'latency', 'natural conversation', 'transcript'],
    fr: ['technolog', 'reconnaissance vocale', 'modele de langage', 'latence', 'conversation naturelle', 'transcri'],
    es: ['tecnolog', 'reconocimiento de voz', 'modelo de lenguaje', 'latencia', 'conversacion natural', 'transcri'],
  },
  faq: {
    en: ['question', 'faq', 'gdpr', 'consent', 'ai act', 'transparen'],
    fr: ['question', 'faq', 'rgpd', 'consentement', 'ai act', 'transparen'],
    es: ['pregunta', 'faq', 'rgpd', 'consentimiento', 'ai act', 'transparen'],
  },
  integrations: {
    en: ['integration', 'ats', 'crm', 'workday', 'bullhorn', 'teamtailor', 'icims', 'sync'],
    fr: ['integration', 'ats', 'crm', 'workday', 'bullhorn', 'teamtailor', 'talentsoft', 'flatchr', 'synchro'],
    es: ['integracion', 'ats', 'crm', 'workday', 'bullhorn', 'teamtailor', 'icims', 'sincroniz'],
  },
};

/** Lowercase, no accents, no markup, words separated by single spaces: what keywords are looked for in. */
function searchableText(text: string): string {
  return ` ${text
    .replace(/<[^>]*>/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .trim()} `;
}

/** How many of a link's keywords a post's text contains. */
export function keywordHits(link: ProductLink, text: string, language: Language): number {
  const haystack = searchableText(text);
  return PRODUCT_LINK_KEYWORDS[link.key][language].filter((keyword) =>
    haystack.includes(` ${searchableText(keyword).trim()}`),
  ).length;
}

/**
 * Up to three product pages for a post: those whose keywords appear in its title, excerpt, tags or body,
 * highest catalogue score first.
 */
export function productLinks(post: BlogPost): ProductLink[] {
  const text = [post.title, post.excerpt, post.category, ...post.tags, post.content].join(' ');
  return PRODUCT_LINKS.filter((link) => keywordHits(link, text, post.language) > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, PRODUCT_LINK_COUNT);
}
