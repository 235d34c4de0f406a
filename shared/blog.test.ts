import { describe, expect, it } from 'vitest';
import { blogPost, blogSummary } from '../tests/fixtures/blog';
import {
  type BlogPost,
  categories,
  featuredPost,
  keywordHits,
  PRODUCT_LINKS,
  productLinks,
  RELATED_POOL,
  rankRelated,
  readTime,
  relatedPosts,
  wordCount,
} from './blog';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const summary = blogSummary;
const post = (fields: Partial<BlogPost> = {}): BlogPost => blogPost('p', { content: '<p></p>', ...fields });

describe('read time: 200 words a minute, rounded up (spec section 9)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
    [1001, 6],
  ])('%i words -> %i min', (count, minutes) => {
    expect(readTime(`<p>${words(count)}</p>`)).toBe(minutes);
  });

  it.each([
    ['<h2>Two words</h2><p>and <a href="/faq">three more</a> here</p>', 6],
    ['<p>Entités&nbsp;et&amp; accents: ça compte</p>', 5],
    ['<ul><li>one</li><li>two</li></ul>', 2],
    ['<p> — … </p>', 0],
  ])('counts the words of %s, not its markup', (html, count) => {
    expect(wordCount(html)).toBe(count);
  });
});

describe('category filter: All first, then the tags sorted (spec section 2)', () => {
  it.each([
    ['no posts', [], 'en', [null]],
    [
      'tags of every post once, alphabetically',
      [
        ['Staffing', 'No-shows'],
        ['Compliance', 'Staffing'],
      ],
      'en',
      [null, 'Compliance', 'No-shows', 'Staffing'],
    ],
    [
      'accents sort with their letter in French',
      [
        ['Éthique', 'Intérim'],
        ['Conformité', 'entretiens'],
      ],
      'fr',
      [null, 'Conformité', 'entretiens', 'Éthique', 'Intérim'],
    ],
    ['Spanish order', [['Rotación', 'ETT', 'Ausencias']], 'es', [null, 'Ausencias', 'ETT', 'Rotación']],
  ] as const)('%s', (_name, tagLists, language, expected) => {
    const posts = tagLists.map((tags, i) => summary(`p${i}`, { tags: [...tags] }));
    expect(categories(posts, language)).toEqual(expected);
  });
});

describe('featured post', () => {
  it.each([
    [
      'the newest featured one',
      [
        summary('a', { date: '2026-10-01' }),
        summary('b', { featured: true, date: '2026-08-01' }),
        summary('c', { featured: true, date: '2026-09-01' }),
      ],
      'c',
    ],
    [
      'the newest when none is featured',
      [summary('a', { date: '2026-07-01' }), summary('b', { date: '2026-09-01' })],
      'b',
    ],
    ['none without posts', [], undefined],
  ])('%s', (_name, posts, id) => {
    expect(featuredPost(posts)?.id).toBe(id);
  });
});

describe('related articles: top 10 by shared tags, 3 drawn at random (spec section 9)', () => {
  const current = summary('current', { tags: ['A', 'B', 'C'] });

  it.each([
    [
      'most shared tags first',
      [
        summary('one', { tags: ['A'] }),
        summary('three', { tags: ['A', 'B', 'C'] }),
        summary('two', { tags: ['B', 'C', 'X'] }),
      ],
      ['three', 'two', 'one'],
    ],
    [
      'ties: newest first',
      [summary('old', { tags: ['A'], date: '2026-06-01' }), summary('new', { tags: ['B'], date: '2026-10-01' })],
      ['new', 'old'],
    ],
    ['no shared tag, not related', [summary('none', { tags: ['X'] })], []],
    ['never the post itself', [current], []],
    [
      'only posts in its language',
      [summary('fr', { tags: ['A'], language: 'fr' }), summary('en', { tags: ['A'] })],
      ['en'],
    ],
  ])('%s', (_name, posts, ids) => {
    expect(rankRelated(current, posts).map((p) => p.id)).toEqual(ids);
  });

  const many = Array.from({ length: 14 }, (_, i) =>
    summary(`p${i}`, { tags: i < 4 ? ['A', 'B'] : ['A'], date: `2026-07-${String(10 + i).padStart(2, '0')}` }),
  );

  it('keeps the ten best of many', () => {
    const ranked = rankRelated(current, many).map((p) => p.id);
    expect(ranked).toHaveLength(RELATED_POOL);
    expect(ranked.slice(0, 4)).toEqual(['p3', 'p2', 'p1', 'p0']);
    expect(ranked).not.toContain('p4');
  });

  it.each([
    ['first draws', () => 0, ['p3', 'p2', 'p1']],
    ['last draws', () => 0.999, ['p8', 'p3', 'p2']],
  ])('draws three distinct posts from the pool (%s)', (_name, random, ids) => {
    expect(relatedPosts(current, many, random).map((p) => p.id)).toEqual(ids);
  });

  it('draws every pool member sometimes and never one outside it', () => {
    const pool = new Set(rankRelated(current, many).map((p) => p.id));
    const seen = new Set<string>();
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let run = 0; run < 300; run++) {
      const drawn = relatedPosts(current, many, random).map((p) => p.id);
      expect(new Set(drawn).size).toBe(3);
      for (const id of drawn) seen.add(id);
    }
    expect(seen).toEqual(pool);
  });

  it('gives fewer than three when fewer share a tag', () => {
    expect(relatedPosts(current, [summary('x', { tags: ['C'] })]).map((p) => p.id)).toEqual(['x']);
  });
});

describe('product links: keyword matching, catalogue scores (spec section 2)', () => {
  it('has the catalogue of the spec', () => {
    expect(PRODUCT_LINKS.map(({ href, score }) => [href, score])).toEqual([
      ['/#roi', 95],
      ['/#alex', 90],
      ['/use-cases', 85],
      ['/#technology', 80],
      ['/faq', 75],
      ['/#integrations', 70],
    ]);
  });

  it.each([
    ['nothing relevant', 'en', '<p>Weather and gardening.</p>', []],
    ['one match', 'en', '<p>Connect your ATS in a day.</p>', ['/#integrations']],
    [
      'highest scores win, at most three',
      'en',
      '<p>The ROI of voice calls for no-show reduction, with the technology, the GDPR and your ATS.</p>',
      ['/#roi', '/#alex', '/use-cases'],
    ],
    [
      'French without accents needed',
      'fr',
      '<p>La réactivation du vivier et la conformité RGPD.</p>',
      ['/use-cases', '/faq'],
    ],
    ['prefixes of words', 'fr', '<p>Un agent téléphonique qui rappelle.</p>', ['/#alex']],
    ['Spanish', 'es', '<p>El coste por contratación y la integración con el ATS.</p>', ['/#roi', '/#integrations']],
    ['not inside another word', 'en', '<p>Thermostats and ratsnests.</p>', []],
    ['markup is not text', 'en', '<p><a href="/faq" title="roi">link</a></p>', []],
  ] as const)('%s', (_name, language, content, hrefs) => {
    const links = productLinks(post({ title: 'T', excerpt: 'E', category: 'C', language, content }));
    expect(links.map((link) => link.href)).toEqual(hrefs);
  });

  it('reads the title and tags as well as the body', () => {
    expect(productLinks(post({ title: 'Cutting cost per hire', tags: ['Integrations'] })).map((l) => l.href)).toEqual([
      '/#roi',
      '/#integrations',
    ]);
  });

  it('counts each keyword once', () => {
    const roi = PRODUCT_LINKS[0];
    expect(keywordHits(roi, 'cost cost cost budget', 'en')).toBe(2);
  });
});
