/** Where the prerendered pages live in the build and the placeholders the gateway fills in when it serves them. */
import type { Language } from './languages';

/** Stands for the site's public origin (https://host) in canonical, alternate, Open Graph and sitemap URLs. */
export const ORIGIN_PLACEHOLDER = 'https://alex-origin.invalid';
/** Stands for the HTML-escaped JSON of the site settings in `<meta name="alex-config">`. */
export const CONFIG_PLACEHOLDER = '{&quot;alex&quot;:&quot;config&quot;}';

/**
 * A page's file under dist/site: pages/<lang>/index.html, pages/<lang>/use-cases.html,
 * pages/<lang>/blog/<id>.html…; no path: the 404 page.
 */
export function prerenderedFile(language: Language, pathname?: string): string {
  if (pathname === undefined) return `pages/${language}/404.html`;
  return `pages/${language}/${pathname === '/' ? 'index' : pathname.slice(1)}.html`;
}

/** The page of a post id no post has (its "not found" state), answered with a 404; no post id starts with _. */
export const MISSING_POST_PATH = '/blog/_missing';

/** The path of a post's page. */
export const postPath = (id: string): string => `/blog/${id}`;

/** The folder of a language's post pages under dist/site. */
export const prerenderedPostsDir = (language: Language): string => `pages/${language}/blog`;
