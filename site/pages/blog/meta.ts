/**
 * A blog post page's search metadata: the post's own title, excerpt, tags, language and day; nothing to index
 * when missing. Title and description fit what search engines show (TITLE_MAX, DESCRIPTION_MAX).
 */
import type { TFunction } from 'i18next';
import type { BlogPost } from '../../../shared/blog';
import { DESCRIPTION_MAX, fitText, type MetaOverride, TITLE_MAX } from '../../seo/meta';

const length = (text: string) => [...text].length;

/**
 * The page title of a post: "{title} | <blog>" when it fits; else the title alone; else its lead (the part
 * before a colon or a dash, when it says enough on its own), with the blog's name when that fits; else the
 * title cut at a word.
 */
export function postTitle(title: string, t: TFunction<'seo'>): string {
  const fits = (text: string) => length(text) <= TITLE_MAX;
  const named = (text: string) => t('blogPost.postTitle', { title: text });
  if (fits(named(title))) return named(title);
  if (fits(title)) return title;
  const lead = title.split(/\s*[:\u2013\u2014]\s|\s-\s/)[0]?.trim() ?? '';
  if (lead !== title && length(lead) >= TITLE_MAX / 2 && fits(lead)) return fits(named(lead)) ? named(lead) : lead;
  return fitText(title, TITLE_MAX);
}

export function postMeta(post: BlogPost | null, t: TFunction<'seo'>): MetaOverride {
  if (!post) return { title: t('blogPost.missingTitle'), indexed: false };
  return {
    title: postTitle(post.title, t),
    description: fitText(post.excerpt, DESCRIPTION_MAX),
    keywords: post.tags.join(', '),
    ogType: 'article',
    contentLanguage: post.language,
    publishedTime: post.date,
  };
}
