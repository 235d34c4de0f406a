/**
 * Search and sharing on the built site (dist/, `npm run build` first): every prerendered page's JSON-LD, titles
 * and descriptions, and the blog's feeds as the gateway serves them, each link answering 200.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import sax from 'sax';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config';
import { LANGUAGES } from '../../shared/languages';
import { makeGateway } from './helpers';

const DIST = path.join(ROOT_DIR, 'dist');
const PAGES = path.join(DIST, 'site/pages');
const PUBLIC_URL = 'https://alex.example';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

type Node = Record<string, unknown> & { '@type': string };

function structuredNodes(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const json = blocks[0]?.[1] ?? '';
  expect(json).not.toContain('<');
  const data = JSON.parse(json) as { '@context': string; '@graph': Node[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}

const length = (text: string | null | undefined) => [...(text ?? '')].length;
const FAQ_QUESTIONS = (language: string) => {
  const faq = JSON.parse(readFileSync(path.join(ROOT_DIR, 'locales', language, 'faq.json'), 'utf8')) as {
    sections: Record<string, { items: Record<string, { question: string; answer: string }> }>;
  };
  return Object.values(faq.sections).flatMap((section) => Object.values(section.items));
};

function assertWellFormed(xml: string): void {
  const parser = sax.parser(true);
  parser.onerror = (error) => {
    throw error;
  };
  parser.write(xml).close();
}

const built = existsSync(PAGES);
const files = built ? htmlFiles(PAGES) : [];

describe.skipIf(!built)('the prerendered pages (dist/)', () => {
  it('are all there', () => {
    expect(files.length).toBeGreaterThanOrEqual(LANGUAGES.length * 9);
  });

  it.each(files.map((file) => [path.relative(PAGES, file), file]))(
    '%s: JSON-LD, title and description',
    (_name, file) => {
      const html = readFileSync(file, 'utf8');
      const { document } = parseHTML(html);
      const language = document.documentElement.getAttribute('lang') ?? '';
      const nodes = structuredNodes(html);
      const types = nodes.map((node) => node['@type']);
      expect(types.slice(0, 2)).toEqual(['Organization', 'WebSite']);
      expect(nodes[0]).toMatchObject({ name: 'Alex', url: expect.stringMatching(/^https:\/\//) });
      expect(nodes[1]).toMatchObject({ inLanguage: language, url: expect.stringMatching(/^https:\/\//) });

      // Titles and descriptions search engines show whole.
      expect(length(document.title)).toBeGreaterThan(10);
      expect(length(document.title)).toBeLessThanOrEqual(60);
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
      expect(length(description)).toBeGreaterThan(40);
      expect(length(description)).toBeLessThanOrEqual(160);
      expect(length(document.querySelector('meta[property="og:title"]')?.getAttribute('content'))).toBeLessThanOrEqual(
        60,
      );
      expect(document.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBeTruthy();

      const relative = path.relative(PAGES, file).split(path.sep).slice(1).join('/');
      const isPost = relative.startsWith('blog/') && !relative.startsWith('blog/_');
      if (relative === 'faq.html') {
        const faq = nodes.find((node) => node['@type'] === 'FAQPage');
        const questions = faq?.mainEntity as { '@type': string; name: string; acceptedAnswer: { text: string } }[];
        expect(questions.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
          FAQ_QUESTIONS(language).map((entry) => [entry.question, entry.answer]),
        );
        // What the page shows.
        for (const question of questions) expect(document.body.textContent).toContain(question.name);
      } else {
        expect(types).not.toContain('FAQPage');
      }
      if (isPost) {
        expect(types).toEqual(['Organization', 'WebSite', 'BlogPosting', 'BreadcrumbList']);
        const article = nodes[2] as Node;
        for (const field of [
          'headline',
          'description',
          'datePublished',
          'dateModified',
          'author',
          'image',
          'inLanguage',
        ])
          expect(article[field], field).toBeTruthy();
        expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
        expect(article.url).toBe(canonical);
        const trail = (nodes[3] as Node).itemListElement as { position: number; item: string }[];
        expect(trail.map((step) => step.position)).toEqual([1, 2, 3]);
        expect(trail[2]?.item).toBe(canonical);
        expect(document.querySelector('meta[property="article:published_time"]')?.getAttribute('content')).toBe(
          article.datePublished,
        );
        expect(document.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
      } else {
        expect(types).not.toContain('BlogPosting');
        expect(document.querySelector('meta[property="article:published_time"]')).toBeNull();
      }
      if (isPost || relative === 'blog.html') {
        expect(
          document.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href'),
        ).toMatch(/\/feed\/(en|fr|es)\.xml$/);
      }
      if (!isPost && !relative.startsWith('blog/_') && relative !== '404.html') {
        expect(document.querySelectorAll('meta[property="og:locale:alternate"]')).toHaveLength(LANGUAGES.length - 1);
      }
    },
  );
});

describe.skipIf(!built)('the blog feeds, from the gateway serving the build', () => {
  let app: Awaited<ReturnType<typeof makeGateway>>['app'];
  beforeAll(async () => {
    ({ app } = await makeGateway({ STATIC_DIR: DIST, PUBLIC_URL }));
  });

  it.each(LANGUAGES)(
    '/feed/%s.xml: valid RSS of the posts of its language, newest first, every link answering 200',
    async (language) => {
      const response = await request(app).get(`/feed/${language}.xml`).expect(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const xml = response.text;
      assertWellFormed(xml);
      const { document } = parseHTML('<html></html>');
      const doc = new (document.defaultView as unknown as { DOMParser: typeof DOMParser }).DOMParser().parseFromString(
        xml,
        'text/xml',
      );
      expect(doc.querySelector('channel > language')?.textContent).toBe(language);
      const items = [...doc.querySelectorAll('item')];
      expect(items.length).toBeGreaterThan(0);
      const dates = items.map((item) => Date.parse(item.querySelector('pubDate')?.textContent ?? ''));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      for (const item of items) {
        const link = item.querySelector('link')?.textContent ?? '';
        expect(link.startsWith(`${PUBLIC_URL}/blog/`)).toBe(true);
        expect(item.querySelector('description')?.textContent).not.toMatch(/<[a-z/]/i);
        const page = await request(app).get(link.slice(PUBLIC_URL.length)).expect(200);
        expect(page.text).toContain(`<html lang="${language}">`);
        expect(page.text).toContain(`<link rel="canonical" href="${link.replaceAll('&', '&amp;')}">`);
        expect(page.text).toContain(`type="application/rss+xml"`);
      }
    },
  );

  it('sends the feed compressed to a client that accepts it', async () => {
    const response = await request(app).head('/feed/fr.xml').set('Accept-Encoding', 'br').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('links the feed of the page language from the blog, at an address that answers', async () => {
    const page = await request(app).get('/blog?lang=es').expect(200);
    expect(page.text).toMatch(
      new RegExp(
        `<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${PUBLIC_URL}/feed/es\\.xml">`,
      ),
    );
  });

  it("allows the page's boot line by its hash, and no JSON data block (never executed)", async () => {
    const page = await request(app).get('/faq').expect(200);
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const boot = /<script>([\s\S]*?)<\/script>/.exec(page.text)?.[1] ?? '';
    const bootHash = createHash('sha256').update(boot).digest('base64');
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(1);
    expect(scriptSrc).toContain(`'sha256-${bootHash}'`);
    expect(page.text).toContain('<script type="application/ld+json">');
  });
});
