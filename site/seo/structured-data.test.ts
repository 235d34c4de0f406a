import type { Graph } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../shared/i18n';
import { blogPost } from '../../tests/fixtures/blog';
import { loadSiteLanguage } from '../i18n';
import { pageStructuredData, structuredData, structuredDataScript } from './structured-data';

const ORIGIN = 'https://alex.example';
const names = { home: 'Home', blog: 'Blog' };

type Node = Record<string, unknown>;
const nodes = (graph: Graph) => graph['@graph'] as unknown as Node[];
const ofType = (graph: Graph, type: string) => nodes(graph).find((node) => node['@type'] === type);
const parse = (script: string) => {
  const json = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(script)?.[1];
  if (json === undefined) throw new Error(`not a JSON-LD script: ${script.slice(0, 80)}`);
  return JSON.parse(json) as Graph;
};

describe('structured data', () => {
  it('names the organization and the website in the page language everywhere', () => {
    const graph = structuredData({
      origin: ORIGIN,
      language: 'fr',
      url: `${ORIGIN}/?lang=fr`,
      names,
      description: 'D',
    });
    expect(graph['@context']).toBe('https://schema.org');
    expect(nodes(graph).map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(ofType(graph, 'Organization')).toMatchObject({
      name: 'Alex',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
    });
    expect(ofType(graph, 'WebSite')).toMatchObject({ url: `${ORIGIN}/?lang=fr`, inLanguage: 'fr', description: 'D' });
  });

  it('describes a post as a BlogPosting with its breadcrumb trail, at its address in its language', () => {
    const post = blogPost('rgpd', { language: 'fr', title: 'RGPD', excerpt: 'Six repères', date: '2026-10-20' });
    const graph = structuredData({
      origin: ORIGIN,
      language: 'en',
      url: `${ORIGIN}/blog/rgpd?lang=fr`,
      post,
      names,
      description: 'D',
    });
    expect(ofType(graph, 'BlogPosting')).toMatchObject({
      headline: 'RGPD',
      description: 'Six repères',
      datePublished: '2026-10-20',
      dateModified: '2026-10-20',
      author: { '@type': 'Person', name: post.author },
      inLanguage: 'fr',
      url: `${ORIGIN}/blog/rgpd?lang=fr`,
    });
    expect(ofType(graph, 'BlogPosting')?.image).toContain(`${ORIGIN}${post.image}`);
    expect(ofType(graph, 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/?lang=fr` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${ORIGIN}/blog?lang=fr` },
      { '@type': 'ListItem', position: 3, name: 'RGPD', item: `${ORIGIN}/blog/rgpd?lang=fr` },
    ]);
  });

  it('keeps the data inside its element whatever the text holds', () => {
    const post = blogPost('x', { title: '</script><script>alert(1)</script>', excerpt: 'a\u2028b' });
    const script = structuredDataScript(
      structuredData({ origin: ORIGIN, language: 'en', url: `${ORIGIN}/blog/x`, post, names, description: 'D' }),
    );
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('\u2028');
    expect(ofType(parse(script), 'BlogPosting')?.headline).toBe('</script><script>alert(1)</script>');
  });

  it.each(['en', 'fr', 'es'] as const)('answers every question the FAQ page shows in %s', async (language) => {
    await loadSiteLanguage(language);
    const faqT = i18nFor(language, 'faq');
    const graph = parse(
      pageStructuredData({
        route: '/faq',
        language,
        origin: ORIGIN,
        canonical: `${ORIGIN}/faq`,
        t: i18nFor(language, 'seo'),
        faqT,
      }),
    );
    const entities = ofType(graph, 'FAQPage')?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities.length).toBeGreaterThanOrEqual(8);
    const first = faqT('sections.about.items', { returnObjects: true }) as Record<
      string,
      { question: string; answer: string }
    >;
    const [entry] = Object.values(first);
    expect(entities[0]).toEqual({
      '@type': 'Question',
      name: entry?.question,
      acceptedAnswer: { '@type': 'Answer', text: entry?.answer },
    });
  });

  it('gives a page kept out of the index only the site nodes', async () => {
    await loadSiteLanguage('en');
    const graph = parse(
      pageStructuredData({
        route: '/blog/:id',
        language: 'en',
        origin: ORIGIN,
        canonical: undefined,
        t: i18nFor('en', 'seo'),
        faqT: i18nFor('en', 'faq'),
        post: null,
      }),
    );
    expect(nodes(graph).map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
  });
});
