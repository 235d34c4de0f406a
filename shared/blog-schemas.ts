/** The blog's post entity and its API payloads (spec section 9), checked alike by the gateway and the site. */
import * as z from 'zod/mini';
import { BLOG_ID } from './blog';
import { LANGUAGES } from './languages';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const blogPostSummary = z.object({
  id: z.string().check(z.regex(BLOG_ID), z.maxLength(120)),
  title: text(200),
  excerpt: text(400),
  author: text(120),
  authorRole: text(120),
  /** Publication day, YYYY-MM-DD. */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** Minutes at 200 words a minute, rounded up. */
  readTime: z.number().check(z.int(), z.positive()),
  category: text(80),
  /** Site-relative path of the post's image (the pages' CSP allows images of the site only). */
  image: z.string().check(z.regex(/^\/[\w-][\w./-]*$/), z.maxLength(300)),
  featured: z.boolean(),
  tags: z.array(text(60)).check(z.maxLength(12)),
  status: text(40),
  language: z.enum(LANGUAGES),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

/** A post with its body: sanitized HTML. */
export const blogPost = z.extend(blogPostSummary, { content: z.string() });
export type BlogPost = z.infer<typeof blogPost>;

/** `GET /api/blog`: every post without its body, newest first. */
export const blogListResponse = z.object({ posts: z.array(blogPostSummary) });
/** `GET /api/blog/{id}`. */
export const blogPostResponse = z.object({ post: blogPost });
