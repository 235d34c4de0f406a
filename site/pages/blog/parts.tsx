/** Pieces both blog pages use: the post card, the byline facts, dates and the page states. */
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { BlogPostSummary } from '../../../shared/blog';
import type { Language } from '../../../shared/languages';
import { postPath } from '../../../shared/prerender';
import { usePageT } from '../../i18n';

/** A post's day in a language ("14 September 2026" long, "Sep 14, 2026" short); the same on server and browser. */
export function formatDate(date: string, language: Language, style: 'long' | 'medium'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export const focusRing =
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2';

export const pillButton = `inline-flex min-h-[2.75rem] items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold ${focusRing}`;

export function Chip({ children, tone = 'primary' }: { children: ReactNode; tone?: 'primary' | 'amber' }) {
  const colours = tone === 'amber' ? 'bg-amber-100 text-amber-900' : 'bg-primary-soft text-primary-strong';
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${colours}`}>
      {children}
    </span>
  );
}

/**
 * A post's illustration (decorative: the title says what the post is), in its 1200x630 proportions so it
 * takes its place before it loads; `priority` for the one at the top of a page, lazy otherwise.
 */
export function PostImage({ src, priority, className }: { src: string; priority?: boolean; className: string }) {
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={630}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      className={`block aspect-[40/21] bg-primary-soft object-cover ${className}`}
    />
  );
}

/** Author, read time and date in a row. */
export function Byline({ post, language }: { post: BlogPostSummary; language: Language }) {
  const t = usePageT('blog');
  return (
    <p className="m-0 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <span className="font-medium text-slate-800">{post.author}</span>
      <span aria-hidden="true">·</span>
      <span>{t('post.readTime', { count: post.readTime })}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.date}>{formatDate(post.date, language, 'medium')}</time>
    </p>
  );
}

/** A post in a grid: image, category, title (the link, stretched over the card), excerpt and byline. */
export function PostCard({
  post,
  language,
  lang,
  onOpen,
}: {
  post: BlogPostSummary;
  language: Language;
  /** The post's language when it is not the page's. */
  lang?: Language;
  onOpen?: () => void;
}) {
  const titleId = useId();
  return (
    <article
      lang={lang}
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-primary hover:shadow-lg"
    >
      <PostImage src={post.image} className="h-auto w-full" />
      <div className="flex flex-1 flex-col p-6">
        <p className="m-0 text-xs font-semibold uppercase tracking-wider text-primary">{post.category}</p>
        <h3 id={titleId} className="mt-2 mb-0 text-xl font-bold leading-snug text-slate-900">
          <Link to={postPath(post.id)} onClick={onOpen} className="focus:outline-none group-hover:text-primary">
            <span className="absolute inset-0" aria-hidden="true" />
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 mb-5 flex-1 text-slate-600">{post.excerpt}</p>
        <Byline post={post} language={language} />
      </div>
    </article>
  );
}

/** Placeholder cards while posts load. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <ul className="m-0 grid list-none gap-8 p-0 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <div className="aspect-[40/21] animate-pulse bg-slate-100" />
          <div className="space-y-3 p-6">
            <div className="h-3 w-24 animate-pulse rounded bg-slate-100" />
            <div className="h-5 w-4/5 animate-pulse rounded bg-slate-100" />
            <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A full-width message with its actions: the list's error and empty states, the post's not found and error. */
export function StateMessage({
  title,
  message,
  role,
  children,
  titleLevel = 2,
}: {
  title?: string;
  message: string;
  role?: 'alert' | 'status';
  children?: ReactNode;
  titleLevel?: 1 | 2;
}) {
  const Heading = `h${titleLevel}` as const;
  return (
    <div role={role} className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      {title && <Heading className="m-0 text-3xl font-bold text-slate-900">{title}</Heading>}
      <p className={`${title ? 'mt-3' : 'mt-0'} mb-0 text-lg text-slate-600`}>{message}</p>
      {children && <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>}
    </div>
  );
}

/** The way back to the list, as a pill (states) or a quiet link (above a post). */
export function BackToBlog({ variant = 'pill' }: { variant?: 'pill' | 'link' }) {
  const t = usePageT('blog');
  return variant === 'pill' ? (
    <Link to="/blog" className={`bg-primary text-white hover:bg-primary-strong ${pillButton}`}>
      <span aria-hidden="true">←</span>
      {t('post.back')}
    </Link>
  ) : (
    <Link
      to="/blog"
      className={`inline-flex items-center gap-2 rounded text-sm font-semibold text-primary hover:text-primary-strong ${focusRing}`}
    >
      <span aria-hidden="true">←</span>
      {t('post.back')}
    </Link>
  );
}
