/** A blog post page's search metadata: the post's own title, excerpt, tags and language; nothing to index when missing. */
import type { TFunction } from 'i18next';
import type { BlogPost } from '../../../shared/blog';
import type { MetaOverride } from '../../seo/meta';

export function postMeta(post: BlogPost | null, t: TFunction): MetaOverride {
  if (!post) return { title: t('blogPost.missingTitle'), indexed: false };
  return {
    title: t('blogPost.postTitle', { title: post.title }),
    description: post.excerpt,
    keywords: post.tags.join(', '),
    ogType: 'article',
    contentLanguage: post.language,
  };
}
