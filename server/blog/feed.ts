/**
 * The blog's feeds, one per language (RSS 2.0 at /feed/{en,fr,es}.xml): the posts of that language, newest
 * first, each with its absolute address, day, tags and its excerpt as the summary (plain text, in a
 * form a reader that shows descriptions as HTML displays as text). Built once at startup, compressed once.
 */
import { Router } from 'express';
import { Feed } from 'feed';
import { type BlogPost, byDate } from '../../shared/blog';
import { feedPath } from '../../shared/feed';
import { LANGUAGES, type Language } from '../../shared/languages';
import { postPath } from '../../shared/prerender';
import { CompressedText } from '../http/encoding';
import { serverT } from '../mail/i18n';

/** A page's address in a language (as the site's canonical addresses: English plain, the others with ?lang=). */
const pageUrl = (origin: string, pathname: string, language: Language) =>
  `${origin}${pathname}${language === 'en' ? '' : `?lang=${language}`}`;

/**
 * Plain text fit for an RSS description, which readers show as HTML: tags (and what a script or a style element holds) dropped, control characters
 * (other than spaces) removed, whitespace folded, and `&`, `<`, `>` escaped so they show as themselves.
 */
export function feedSummary(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>|<!--[\s\S]*?-->/gi, ' ')
    .replace(/[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** A one-line plain text (a title): control characters dropped, and never the end of a CDATA section. */
const plainLine = (text: string) =>
  text
    .replace(/[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, ' ')
    .replaceAll(']]>', ']] >')
    .trim();

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** The RSS 2.0 document of a language's posts, with absolute links on `origin`. */
export function blogFeed(posts: readonly BlogPost[], language: Language, origin: string): string {
  const t = serverT(language, 'seo');
  const own = posts.filter((post) => post.language === language).sort(byDate);
  const blogUrl = pageUrl(origin, '/blog', language);
  const feed = new Feed({
    id: blogUrl,
    title: t('feed.title'),
    description: t('feed.description'),
    link: blogUrl,
    language,
    // The newest post's day: the feed changes with its posts, not with the time it is asked for.
    updated: own[0] ? dayOf(own[0].date) : new Date(0),
    generator: false,
    feedLinks: { rss: `${origin}${feedPath(language)}` },
    image: `${origin}/og/alex-${language}.jpg`,
    favicon: `${origin}/favicon.svg`,
    copyright: `© Alex`,
  });
  for (const post of own) {
    const link = pageUrl(origin, postPath(post.id), post.language);
    feed.addItem({
      title: plainLine(post.title),
      id: link,
      guid: link,
      link,
      date: dayOf(post.date),
      published: dayOf(post.date),
      description: feedSummary(post.excerpt),
      category: post.tags.map((name) => ({ name })),
    });
  }
  return feed.rss2();
}

const CACHE = 'public, max-age=3600';

/** GET /feed/{language}.xml for each language, on the gateway's public origin. */
export function blogFeeds(posts: readonly BlogPost[], publicUrl: string): Router {
  const router = Router();
  for (const language of LANGUAGES) {
    const body = new CompressedText(blogFeed(posts, language, publicUrl));
    router.get(feedPath(language), (req, res, next) => {
      res.setHeader('Cache-Control', CACHE);
      body.send(req, res, 'application/rss+xml', next);
    });
  }
  return router;
}
