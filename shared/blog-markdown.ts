/**
 * A blog post file: YAML front matter carrying the post's fields, then its Markdown body. The body becomes
 * HTML through marked (raw HTML in it stays text), and that HTML goes through sanitize-html with an allow-list,
 * so whatever a file holds (scripts, event handlers, javascript: links, SVG) only ever reaches a page as inert
 * markup.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { parse as parseYaml } from 'yaml';
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { BLOG_ID, type BlogPost, byDate, readTime } from './blog';
import { blogPost } from './blog-schemas';
import type { Language } from './languages';

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

const frontMatter = z.strictObject({
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  authorRole: z.string(),
  // YAML reads an unquoted 2026-05-01 as a string here (the core schema has no timestamps).
  date: z.string(),
  category: z.string(),
  image: z.string(),
  featured: z.optional(z.boolean()),
  tags: z.array(z.string()),
  status: z.optional(z.string()),
  language: z.optional(z.string()),
});

/** Messages that say what is wrong in a file (zod/mini carries none of its own). */
const MESSAGES = { error: en().localeError };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Posts are Markdown: HTML written into one shows as the text it is. (Left to the sanitizer alone, an unclosed
 * <style> or <textarea> would swallow the rest of the post.)
 */
const markdown = new Marked({ gfm: true, breaks: false, renderer: { html: ({ text }) => escapeHtml(text) } });

/** What a post body may contain: text structure and links; no scripts, styles, frames, forms, SVG or handlers. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's title is its only h1.
    h1: 'h2',
    // Images of the site itself only: the pages' CSP allows no other (and a bare name would resolve against the page).
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && /^\/(?![/\\])/.test(src) ? { src, ...rest } : rest };
    },
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      // Links open where they are (no new tab to announce); another site learns nothing of the page.
      const external = /^(https?:)?\/\//i.test(href);
      const title: Record<string, string> = attribs.title ? { title: attribs.title } : {};
      return { tagName, attribs: external ? { href, ...title, rel: 'noopener noreferrer' } : { href, ...title } };
    },
  },
};

/** HTML that is safe to put into a page as it is. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

export function renderPostMarkdown(source: string): string {
  return sanitizePostHtml(markdown.parse(source, { async: false }));
}

export class BlogFileError extends Error {
  override name = 'BlogFileError';
}

/** Reads one post file; `id` is its file name and `language` its folder. Throws BlogFileError naming what is wrong. */
export function parsePostFile(source: string, id: string, language: Language): BlogPost {
  const parts = FRONT_MATTER.exec(source);
  if (!parts) throw new BlogFileError(`${language}/${id}.md: no front matter (a --- block at the top)`);
  let yaml: unknown;
  try {
    yaml = parseYaml(parts[1] ?? '', { schema: 'core' });
  } catch (error) {
    throw new BlogFileError(`${language}/${id}.md: invalid front matter: ${String(error)}`);
  }
  const parsed = frontMatter.safeParse(yaml, MESSAGES);
  if (!parsed.success) {
    throw new BlogFileError(`${language}/${id}.md: invalid front matter: ${z.prettifyError(parsed.error)}`);
  }
  const fields = parsed.data;
  if (Number.isNaN(Date.parse(`${fields.date}T00:00:00Z`))) {
    throw new BlogFileError(`${language}/${id}.md: date ${fields.date} is not a day (YYYY-MM-DD)`);
  }
  if (fields.language !== undefined && fields.language !== language) {
    throw new BlogFileError(`${language}/${id}.md: language ${fields.language} does not match its folder`);
  }
  const content = renderPostMarkdown(parts[2] ?? '');
  const post = blogPost.safeParse(
    {
      id,
      title: fields.title.trim(),
      excerpt: fields.excerpt.trim(),
      author: fields.author.trim(),
      authorRole: fields.authorRole.trim(),
      date: fields.date,
      readTime: readTime(content),
      category: fields.category.trim(),
      image: fields.image,
      featured: fields.featured ?? false,
      tags: fields.tags.map((tag) => tag.trim()),
      status: fields.status ?? 'Done',
      language,
      content,
    },
    MESSAGES,
  );
  if (!post.success) throw new BlogFileError(`${language}/${id}.md: ${z.prettifyError(post.error)}`);
  return post.data;
}

/** One post file as read from `<dir>/<language>/<id>.md`. */
export interface PostFile {
  language: Language;
  id: string;
  source: string;
}

/** Every post of a set of files, newest first; an id used twice (in any language) is an error. */
export function parsePostFiles(files: Iterable<PostFile>): BlogPost[] {
  const posts = new Map<string, BlogPost>();
  for (const { language, id, source } of files) {
    if (!BLOG_ID.test(id)) throw new BlogFileError(`${language}/${id}.md: the file name is not a lowercase slug`);
    if (posts.has(id)) throw new BlogFileError(`${language}/${id}.md: another post already has the id ${id}`);
    posts.set(id, parsePostFile(source, id, language));
  }
  return [...posts.values()].sort(byDate);
}
