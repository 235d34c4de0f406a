import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../shared/i18n';
import { blogPost } from '../../tests/fixtures/blog';
import { loadSiteLanguage } from '../i18n';
import { postMeta } from '../pages/blog/meta';
import { applyMeta, headTags, pageMeta, seoKey } from './meta';

const ORIGIN = 'https://alex.example';

const post = blogPost('rgpd-ai-act', {
  title: 'RGPD et AI Act',
  excerpt: 'Six repères <pour> recruter.',
  tags: ['Conformité', 'RGPD'],
  language: 'fr',
});

describe('search metadata of the blog pages', () => {
  it.each([
    ['/blog', 'blog'],
    ['/blog/', 'blog'],
    ['/blog/some-post', 'blogPost'],
    ['/blog/some-post/', 'blogPost'],
    ['/blog/a/b', 'notFound'],
  ])('%s reads the seo entry %s', (pathname, key) => {
    expect(seoKey(pathname)).toBe(key);
  });

  it('gives the list page alternates in every language', async () => {
    await loadSiteLanguage('es');
    const meta = pageMeta({ pathname: '/blog/', language: 'es', t: i18nFor('es', 'seo'), origin: ORIGIN });
    expect(meta.canonical).toBe(`${ORIGIN}/blog?lang=es`);
    expect(meta.alternates.map((a) => a.href)).toEqual([
      `${ORIGIN}/blog`,
      `${ORIGIN}/blog?lang=fr`,
      `${ORIGIN}/blog?lang=es`,
      `${ORIGIN}/blog`,
    ]);
  });

  it("gives a post its own title, excerpt, tags and one address in its language, whatever the interface's", async () => {
    await loadSiteLanguage('en');
    const t = i18nFor('en', 'seo');
    const meta = pageMeta({
      pathname: '/blog/rgpd-ai-act/',
      language: 'en',
      t,
      origin: ORIGIN,
      override: postMeta(post, t),
    });
    expect(meta).toMatchObject({
      title: 'RGPD et AI Act | Alex blog',
      description: post.excerpt,
      keywords: 'Conformité, RGPD',
      ogType: 'article',
      ogLocale: 'fr_FR',
      canonical: `${ORIGIN}/blog/rgpd-ai-act?lang=fr`,
      alternates: [],
      robots: 'index, follow',
    });
    const head = headTags(meta);
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain('content="Six repères &lt;pour&gt; recruter."');
    // Written in one language: no alternate locales; its day; the feed of its language.
    expect(head).toContain('<meta property="og:locale" content="fr_FR">');
    expect(head).not.toContain('og:locale:alternate');
    expect(head).toContain(`<meta property="article:published_time" content="${post.date}">`);
    expect(head).toContain(
      `<link rel="alternate" type="application/rss+xml" title="The Alex blog" href="${ORIGIN}/feed/fr.xml">`,
    );
    expect(head).toMatch(/<meta property="og:image:alt" content="[^"]{20,}">/);
  });

  it('names the other languages as alternate locales and links the feed of the list page', async () => {
    await loadSiteLanguage('es');
    const head = headTags(pageMeta({ pathname: '/blog', language: 'es', t: i18nFor('es', 'seo'), origin: ORIGIN }));
    expect(head).toContain('<meta property="og:locale" content="es_ES">');
    expect(head).toContain('<meta property="og:locale:alternate" content="en_US">');
    expect(head).toContain('<meta property="og:locale:alternate" content="fr_FR">');
    expect(head).toContain(
      `<link rel="alternate" type="application/rss+xml" title="El blog de Alex" href="${ORIGIN}/feed/es.xml">`,
    );
    expect(head).not.toContain('article:published_time');
    const faq = headTags(pageMeta({ pathname: '/faq', language: 'es', t: i18nFor('es', 'seo'), origin: ORIGIN }));
    expect(faq).not.toContain('application/rss+xml');
  });

  it('keeps a missing post out of the index', async () => {
    await loadSiteLanguage('fr');
    const t = i18nFor('fr', 'seo');
    const meta = pageMeta({ pathname: '/blog/nope', language: 'fr', t, origin: ORIGIN, override: postMeta(null, t) });
    expect(meta).toMatchObject({ title: 'Article introuvable | Alex', robots: 'noindex', alternates: [] });
    expect(meta.canonical).toBeUndefined();
  });

  it('brings a live head in line when the visitor moves from a post to another page', async () => {
    await loadSiteLanguage('en');
    const t = i18nFor('en', 'seo');
    const { document } = parseHTML('<!doctype html><html><head></head><body></body></html>');
    applyMeta(
      document,
      pageMeta({ pathname: '/blog/rgpd-ai-act', language: 'en', t, origin: ORIGIN, override: postMeta(post, t) }),
    );
    expect(document.head.querySelector('meta[property="article:published_time"]')?.getAttribute('content')).toBe(
      post.date,
    );
    expect(document.head.querySelectorAll('link[type="application/rss+xml"]')).toHaveLength(1);
    applyMeta(document, pageMeta({ pathname: '/faq', language: 'en', t, origin: ORIGIN }));
    expect(document.head.querySelector('meta[property="article:published_time"]')).toBeNull();
    expect(document.head.querySelector('link[type="application/rss+xml"]')).toBeNull();
    expect(
      [...document.head.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content')),
    ).toEqual(['fr_FR', 'es_ES']);
    expect(document.head.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(
      t('og.imageAlt'),
    );
  });
});
