import { DOMParser } from 'linkedom';
import sax from 'sax';
import { describe, expect, it } from 'vitest';
import { blogPost } from '../../tests/fixtures/blog';
import { blogFeed, feedSummary } from './feed';

const ORIGIN = 'https://alex.example';

/** Throws unless the text is well-formed XML. */
function assertWellFormed(xml: string): void {
  const parser = sax.parser(true);
  parser.onerror = (error) => {
    throw error;
  };
  parser.write(xml).close();
}

const posts = [
  blogPost('older', { date: '2026-01-05', language: 'fr', title: 'Ancien', excerpt: 'Avant <b>tout</b> & après' }),
  blogPost('newest', { date: '2026-03-01', language: 'fr', title: 'Récent ]]> titre', tags: ['RGPD', 'Intérim'] }),
  blogPost('english', { date: '2026-04-01', language: 'en' }),
  blogPost('middle', {
    date: '2026-02-10',
    language: 'fr',
    excerpt: 'Ligne\u0000 un\n\ndeux <script>alert(1)</script>',
  }),
];

describe('the blog feed of a language', () => {
  const xml = blogFeed(posts, 'fr', ORIGIN);
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const items = [...doc.querySelectorAll('item')];

  it('is well-formed RSS 2.0 in the language, with its own address and the blog as its link', () => {
    assertWellFormed(xml);
    expect(doc.querySelector('rss')?.getAttribute('version')).toBe('2.0');
    expect(doc.querySelector('channel > language')?.textContent).toBe('fr');
    expect(doc.querySelector('channel > title')?.textContent).toBe("Le blog d'Alex");
    expect(doc.querySelector('channel > link')?.textContent).toBe(`${ORIGIN}/blog?lang=fr`);
    expect(xml).toContain(`<atom:link href="${ORIGIN}/feed/fr.xml" rel="self" type="application/rss+xml"/>`);
  });

  it("holds that language's posts only, newest first, at their absolute addresses", () => {
    expect(items.map((item) => item.querySelector('link')?.textContent)).toEqual([
      `${ORIGIN}/blog/newest?lang=fr`,
      `${ORIGIN}/blog/middle?lang=fr`,
      `${ORIGIN}/blog/older?lang=fr`,
    ]);
    expect(items[0]?.querySelector('pubDate')?.textContent).toBe('Sun, 01 Mar 2026 00:00:00 GMT');
    expect([...(items[0]?.querySelectorAll('category') ?? [])].map((c) => c.textContent)).toEqual(['RGPD', 'Intérim']);
  });

  it('summarizes each post with its excerpt as plain text, markup and control characters removed', () => {
    const summaries = items.map((item) => item.querySelector('description')?.textContent);
    expect(summaries[1]).toBe('Ligne un deux');
    expect(summaries[2]).toBe('Avant tout &amp; après');
    expect(xml).not.toContain('<script>');
    expect(items[0]?.querySelector('title')?.textContent).toBe('Récent ]] > titre');
  });

  it('escapes what a reader showing HTML would otherwise read as markup', () => {
    expect(feedSummary('1 < 2 > 0 & <i>x</i>')).toBe('1 &lt; 2 &gt; 0 &amp; x');
  });

  it('is empty but valid for a language without posts', () => {
    const empty = blogFeed(posts, 'es', ORIGIN);
    assertWellFormed(empty);
    expect(empty).not.toContain('<item>');
  });
});
