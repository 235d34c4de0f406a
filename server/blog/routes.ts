/**
 * GET /api/blog and GET /api/blog/{id}: the posts of `<dir>/<language>/<id>.md`, read and sanitized once at
 * startup (a file that does not parse stops the gateway with its name, rather than serving a broken blog).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { blogList, blogPost } from '../../shared/api/site';
import { BLOG_ID, type BlogPost, toSummary } from '../../shared/blog';
import { type PostFile, parsePostFiles } from '../../shared/blog-markdown';
import { LANGUAGES } from '../../shared/languages';
import { HttpError } from '../http/errors';
import { route } from '../http/route';

/** Reads every post file under a folder; a missing language folder has no posts. */
function readPostFiles(dir: string): PostFile[] {
  return LANGUAGES.flatMap((language) => {
    let names: string[];
    try {
      names = readdirSync(path.join(dir, language)).filter((name) => name.endsWith('.md'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return names.sort().map((name) => ({
      language,
      id: name.slice(0, -'.md'.length),
      source: readFileSync(path.join(dir, language, name), 'utf8'),
    }));
  });
}

export function loadPosts(dir: string): BlogPost[] {
  return parsePostFiles(readPostFiles(dir));
}

/** Posts change with a deployment: browsers and CDNs may keep an answer for a few minutes. */
const CACHE = 'public, max-age=300';

export function blogRoutes(posts: readonly BlogPost[]): Router {
  const byId = new Map(posts.map((post) => [post.id, post]));
  const list = { posts: posts.map(toSummary) };
  const router = Router();
  const mount = { mount: blogList.path };
  route(
    router,
    blogList,
    {
      handle: async (_input, _visitor, _req, res) => {
        res.setHeader('Cache-Control', CACHE);
        return list;
      },
    },
    mount,
  );
  route(
    router,
    blogPost,
    {
      handle: async ({ params: { id } }, _visitor, _req, res) => {
        const post = BLOG_ID.test(id) ? byId.get(id) : undefined;
        if (!post) throw new HttpError(404, 'NOT_FOUND', 'Blog post not found');
        res.setHeader('Cache-Control', CACHE);
        return { post };
      },
    },
    mount,
  );
  return router;
}
