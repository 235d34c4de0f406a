/**
 * A blog post (/blog/{id}): header (category, featured badge, title, excerpt, author and role, long date,
 * read time), the body, tags, recommendations (related articles and product pages) and the way back;
 * loading, not found and error states, each with a back button.
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { type BlogPostSummary, type BlogPost as Post, productLinks } from '../../../shared/blog';
import type { Language } from '../../../shared/languages';
import { postPath } from '../../../shared/prerender';
import { track } from '../../analytics';
import { usePageT, useShownLanguage } from '../../i18n';
import { useMetaOverride } from '../../seo/PageMeta';
import { loadPost, type PostResult, prerenderedPost } from './data';
import { useLoadable } from './loadable';
import { postMeta } from './meta';
import { BackToBlog, Chip, focusRing, formatDate, PostCard, PostImage, pillButton, StateMessage } from './parts';

/** The post of an id; no id is a post not found. */
const usePost = (id: string | undefined) =>
  useLoadable<PostResult>(
    () => (id === undefined ? { post: null } : prerenderedPost(id)),
    () => loadPost(id ?? ''),
  );

function languageName(code: Language, language: Language): string {
  return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
}

function Recommendations({ post, related, language }: { post: Post; related: BlogPostSummary[]; language: Language }) {
  const t = usePageT('blog');
  const links = productLinks(post);
  if (related.length === 0 && links.length === 0) return null;
  return (
    <aside aria-label={t('post.recommendations')} className="border-t border-slate-200 bg-slate-50 px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        {related.length > 0 && (
          <section aria-labelledby="post-related">
            <h2 id="post-related" className="m-0 text-2xl font-bold text-slate-900">
              {t('post.related')}
            </h2>
            <ul className="m-0 mt-6 grid list-none gap-8 p-0 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.id}>
                  <PostCard
                    post={other}
                    language={language}
                    lang={other.language === language ? undefined : other.language}
                    onOpen={() => track('navigation_clicked', { target: postPath(other.id), location: 'blog-related' })}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
        {links.length > 0 && (
          <nav aria-labelledby="post-suggestions" className={related.length > 0 ? 'mt-12' : ''}>
            <h2 id="post-suggestions" className="m-0 text-2xl font-bold text-slate-900">
              {t('post.suggestions')}
            </h2>
            <ul className="m-0 mt-6 flex list-none flex-col gap-3 p-0 sm:flex-row sm:flex-wrap">
              {links.map((link) => (
                <li key={link.key}>
                  <Link
                    to={link.href}
                    onClick={() => track('navigation_clicked', { target: link.href, location: 'blog-suggestions' })}
                    className={`inline-flex min-h-[2.75rem] items-center gap-2 rounded-full border border-primary bg-white px-5 py-2 font-semibold text-primary hover:bg-primary hover:text-white ${focusRing}`}
                  >
                    {t(`links.${link.key}`)}
                    <span aria-hidden="true">→</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </aside>
  );
}

function Article({ post, related, language }: { post: Post; related: BlogPostSummary[]; language: Language }) {
  const t = usePageT('blog');
  useEffect(() => {
    track('blog_viewed', { view: 'post', id: post.id, language: post.language });
  }, [post.id, post.language]);
  // The post's words are in its language, the page around them in the interface's.
  const lang = post.language === language ? undefined : post.language;
  return (
    <>
      <article>
        <header className="bg-gradient-to-b from-primary-soft to-white px-4 pt-28 pb-10 sm:px-6 sm:pt-36">
          <div className="mx-auto max-w-3xl">
            <BackToBlog variant="link" />
            <div className="mt-8 flex flex-wrap items-center gap-2">
              <span lang={lang}>
                <Chip>{post.category}</Chip>
              </span>
              {post.featured && <Chip tone="amber">{t('post.featured')}</Chip>}
            </div>
            <h1
              lang={lang}
              className="mt-4 mb-0 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl"
            >
              {post.title}
            </h1>
            <p lang={lang} className="mt-5 mb-0 text-xl text-slate-600">
              {post.excerpt}
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-600">
              <p className="m-0">
                <span className="block font-semibold text-slate-900">{post.author}</span>
                <span lang={lang}>{post.authorRole}</span>
              </p>
              <p className="m-0 flex flex-wrap gap-x-2">
                <time dateTime={post.date}>{formatDate(post.date, language, 'long')}</time>
                <span aria-hidden="true">·</span>
                <span>{t('post.readTime', { count: post.readTime })}</span>
              </p>
            </div>
            {lang && (
              <p className="mt-6 mb-0 text-sm text-slate-500">
                {t('post.languageNote', { language: languageName(post.language, language) })}
              </p>
            )}
          </div>
        </header>
        <div className="px-4 sm:px-6">
          <PostImage src={post.image} priority className="mx-auto h-auto w-full max-w-4xl rounded-2xl" />
          <div className="mx-auto max-w-3xl py-12">
            {/* Sanitized by the gateway (shared/blog-markdown.ts) before it is served. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the body is sanitized HTML */}
            <div lang={lang} className="post-body" dangerouslySetInnerHTML={{ __html: post.content }} />
            {post.tags.length > 0 && (
              <div className="mt-12 border-t border-slate-200 pt-6">
                <h2 className="m-0 text-sm font-semibold uppercase tracking-wider text-slate-500">{t('post.tags')}</h2>
                <ul lang={lang} className="m-0 mt-3 flex list-none flex-wrap gap-2 p-0">
                  {post.tags.map((tag) => (
                    <li key={tag}>
                      <Chip>{tag}</Chip>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
      </article>
      <Recommendations post={post} related={related} language={language} />
      <div className="px-4 py-12 text-center sm:px-6">
        <BackToBlog />
      </div>
    </>
  );
}

export function BlogPost() {
  const { id } = useParams();
  const t = usePageT('blog');
  const seo = usePageT('seo');
  const language = useShownLanguage();
  const state = usePost(id);
  useMetaOverride(state.status === 'loaded' ? postMeta(state.post, seo) : undefined);

  if (state.status === 'loaded' && state.post) {
    return <Article post={state.post} related={state.related} language={language} />;
  }
  return (
    <div className="bg-gradient-to-b from-primary-soft to-white px-4 pb-20 pt-32 sm:px-6 sm:pt-40">
      <div className="mx-auto max-w-3xl" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <div>
            <p role="status" className="sr-only">
              {t('post.loading')}
            </p>
            <div aria-hidden="true" className="space-y-5">
              <div className="h-4 w-32 animate-pulse rounded bg-slate-200" />
              <div className="h-10 w-4/5 animate-pulse rounded bg-slate-200" />
              <div className="h-5 w-full animate-pulse rounded bg-slate-200" />
              <div className="aspect-[40/21] w-full animate-pulse rounded-2xl bg-slate-100" />
            </div>
            <div className="mt-10">
              <BackToBlog variant="link" />
            </div>
          </div>
        )}
        {state.status === 'loaded' && (
          <StateMessage title={t('post.notFoundTitle')} titleLevel={1} message={t('post.notFoundMessage')}>
            <BackToBlog />
          </StateMessage>
        )}
        {state.status === 'error' && (
          <StateMessage role="alert" title={t('post.errorTitle')} titleLevel={1} message={t('post.errorMessage')}>
            <button
              type="button"
              onClick={() => location.reload()}
              className={`border border-slate-300 bg-white text-slate-800 hover:border-primary hover:text-primary ${pillButton}`}
            >
              {t('post.retry')}
            </button>
            <BackToBlog />
          </StateMessage>
        )}
      </div>
    </div>
  );
}
