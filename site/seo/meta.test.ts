import { describe, expect, it } from 'vitest';
import { blogPost } from '../../tests/fixtures/blog';
import { i18nFor } from '../../widgets/runtime/i18n';
import { loadSiteLanguage } from '../i18n';
import { postMeta } from '../pages/blog/meta';
import { headTags, pageMeta, seoKey } from './meta';

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
  });

  it('keeps a missing post out of the index', async () => {
    await loadSiteLanguage('fr');
    const t = i18nFor('fr', 'seo');
    const meta = pageMeta({ pathname: '/blog/nope', language: 'fr', t, origin: ORIGIN, override: postMeta(null, t) });
    expect(meta).toMatchObject({ title: 'Article introuvable | Alex', robots: 'noindex', alternates: [] });
    expect(meta.canonical).toBeUndefined();
  });
});
