/**
 * The blog (/blog): hero, the featured post, topic filters built from the posts' tags ('All' first) and the
 * grid of the other posts, only in the interface language; loading, error (retry reloads) and empty states.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { type BlogPostSummary, byDate, categories, featuredPost } from '../../../shared/blog';
import type { Language } from '../../../shared/languages';
import { postPath } from '../../../shared/prerender';
import { track } from '../../analytics';
import { usePageT, useShownLanguage } from '../../i18n';
import { loadedPosts, loadPosts, type PostList } from './data';
import { useLoadable } from './loadable';
import { Byline, CardSkeletons, Chip, PostCard, PostImage, pillButton, StateMessage } from './parts';

function FeaturedPost({ post, language }: { post: BlogPostSummary; language: Language }) {
  const t = usePageT('blog');
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-primary hover:shadow-lg lg:grid-cols-2"
    >
      <PostImage src={post.image} priority className="h-full w-full" />
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
        <div className="flex flex-wrap items-center gap-2">
          <Chip tone="amber">{t('list.featured')}</Chip>
          <Chip>{post.category}</Chip>
        </div>
        <h2
          id={titleId}
          className="m-0 text-2xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-3xl"
        >
          <Link
            to={postPath(post.id)}
            onClick={() => track('navigation_clicked', { target: postPath(post.id), location: 'blog-featured' })}
            className="focus:outline-none group-hover:text-primary"
          >
            <span className="absolute inset-0" aria-hidden="true" />
            {post.title}
          </Link>
        </h2>
        <p className="m-0 text-lg text-slate-600">{post.excerpt}</p>
        <Byline post={post} language={language} />
      </div>
    </article>
  );
}

function Filters({
  tags,
  selected,
  onSelect,
}: {
  tags: (string | null)[];
  selected: string | null;
  onSelect: (tag: string | null) => void;
}) {
  const t = usePageT('blog');
  return (
    <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
      <legend className="sr-only">{t('list.filterLabel')}</legend>
      {tags.map((tag) => {
        const pressed = tag === selected;
        return (
          <button
            key={tag ?? ''}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(tag)}
            className={`min-h-[2.75rem] rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 ${
              pressed
                ? 'border-primary bg-primary text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-primary hover:text-primary'
            }`}
          >
            {tag ?? t('list.all')}
          </button>
        );
      })}
    </fieldset>
  );
}

function Posts({ list, language }: { list: PostList; language: Language }) {
  const t = usePageT('blog');
  const [selected, setSelected] = useState<string | null>(null);
  const posts = list.posts.filter((post) => post.language === language).sort(byDate);
  const tags = categories(posts, language);
  // Another language has other tags: a choice it does not have falls back to 'All'.
  const tag = tags.includes(selected) ? selected : null;
  const featured = featuredPost(posts);
  const grid = posts.filter((post) => post !== featured && (tag === null || post.tags.includes(tag)));

  if (!featured) return <StateMessage role="status" message={t('list.none')} />;
  return (
    <>
      {list.samples && (
        <p role="status" className="m-0 mb-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('list.samples')}
        </p>
      )}
      <FeaturedPost post={featured} language={language} />
      <section aria-labelledby="blog-latest" className="mt-16">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="blog-latest" className="m-0 text-2xl font-bold text-slate-900">
            {t('list.latest')}
          </h2>
          <p aria-live="polite" className="m-0 text-sm text-slate-500">
            {t('list.count', { count: grid.length })}
          </p>
        </div>
        <div className="mt-6">
          <Filters tags={tags} selected={tag} onSelect={setSelected} />
        </div>
        {grid.length === 0 ? (
          <StateMessage role="status" message={t('list.empty')} />
        ) : (
          <ul className="m-0 mt-8 grid list-none gap-8 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {grid.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  language={language}
                  onOpen={() => track('navigation_clicked', { target: postPath(post.id), location: 'blog-grid' })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function BlogList() {
  const t = usePageT('blog');
  const language = useShownLanguage();
  const state = useLoadable(loadedPosts, loadPosts);
  useEffect(() => {
    track('blog_viewed', { view: 'list', language });
  }, [language]);
  return (
    <div className="bg-gradient-to-b from-primary-soft to-white px-4 pb-20 pt-32 sm:px-6 sm:pt-40">
      <div className="mx-auto max-w-6xl">
        <header className="mx-auto max-w-3xl text-center">
          <p className="m-0 text-sm font-semibold uppercase tracking-widest text-primary">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 mb-0 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mx-auto mt-5 mb-0 max-w-2xl text-lg text-slate-600">{t('hero.intro')}</p>
        </header>
        <div className="mt-14" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && (
            <>
              <p role="status" className="sr-only">
                {t('list.loading')}
              </p>
              <CardSkeletons count={3} />
            </>
          )}
          {state.status === 'error' && (
            <StateMessage role="alert" message={t('list.error')}>
              <button
                type="button"
                onClick={() => location.reload()}
                className={`bg-primary text-white hover:bg-primary-strong ${pillButton}`}
              >
                {t('list.retry')}
              </button>
            </StateMessage>
          )}
          {state.status === 'loaded' && <Posts list={state} language={language} />}
        </div>
      </div>
    </div>
  );
}
