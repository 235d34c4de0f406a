/**
 * The blog API (spec section 7) and the blog's pages: posts from Markdown files, bodies sanitized, unknown ids
 * 404, a post file that does not parse refused at startup; a post's prerendered page, and the missing-post page
 * with a 404.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOMParser } from 'linkedom';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { blogListResponse, blogPostResponse } from '../../shared/blog-schemas';
import { FAKE_POSTS, makeGateway } from './helpers';

const front = (fields: Record<string, string> = {}) => {
  const all = {
    title: '"A post"',
    excerpt: '"An excerpt."',
    author: '"Camille Laurent"',
    authorRole: '"Head of Customer Success"',
    date: '2026-09-14',
    category: '"No-shows"',
    image: '/blog/no-shows.svg',
    featured: 'false',
    tags: '["No-shows"]',
    status: 'Done',
    ...fields,
  };
  return `---\n${Object.entries(all)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n`;
};

async function blogDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'alex-blog-'));
  for (const [name, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), source);
  }
  return dir;
}

describe('GET /api/blog (the posts that ship)', () => {
  it('lists every post of every language without bodies, newest first, in the shared schema', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/api/blog').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { posts } = blogListResponse.parse(response.body);
    for (const language of ['en', 'fr', 'es']) {
      expect(posts.filter((post) => post.language === language).length).toBeGreaterThanOrEqual(3);
      expect(posts.filter((post) => post.language === language && post.featured)).toHaveLength(1);
    }
    expect(posts.some((post) => 'content' in post)).toBe(false);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives one post with its HTML body', async () => {
    const { app } = await makeGateway();
    const list = blogListResponse.parse((await request(app).get('/api/blog')).body);
    const first = list.posts[0];
    const response = await request(app).get(`/api/blog/${first?.id}`).expect(200);
    const { post } = blogPostResponse.parse(response.body);
    expect(post).toMatchObject(first ?? {});
    expect(post.content).toMatch(/^<(p|h2)>/);
    expect(post.readTime).toBeGreaterThanOrEqual(2);
  });

  it.each([
    '/api/blog/no-such-post',
    '/api/blog/UPPER-CASE',
    '/api/blog/..%2F..%2Fpackage.json',
    '/api/blog/%2e%2e',
    `/api/blog/${'a'.repeat(5000)}`,
    '/api/blog/_missing',
  ])('answers %s with 404 Blog post not found', async (url) => {
    const { app } = await makeGateway();
    const response = await request(app).get(url).expect(404);
    expect(response.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Blog post not found' });
  });

  it('forwards nothing else under /api/blog', async () => {
    const { app } = await makeGateway();
    await request(app).post('/api/blog').send({}).expect(404);
    await request(app).get('/api/blog/a/b').expect(404);
  });
});

describe('posts from a folder (BLOG_DIR)', () => {
  it('serves a post whose body carries script payloads as inert HTML', async () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '<a href="jav&#x09;ascript:alert(4)">a</a>',
      '<svg onload="alert(5)"><script>alert(6)</script></svg>',
      '<iframe srcdoc="<script>alert(7)</script>"></iframe>',
      '<details open ontoggle="alert(8)">x</details>',
      '<form action="https://evil.example"><input name="p"></form>',
    ];
    const dir = await blogDir({
      'en/xss-attempt.md': `${front()}Safe start.\n\n${payloads.join('\n\n')}\n\nSafe end.\n`,
    });
    const { app } = await makeGateway({ BLOG_DIR: dir });
    const { post } = blogPostResponse.parse((await request(app).get('/api/blog/xss-attempt').expect(200)).body);
    const body = new DOMParser().parseFromString(`<html><body>${post.content}</body></html>`, 'text/html').body;
    expect(body.textContent).toContain('Safe start.');
    for (const element of body.querySelectorAll('*')) {
      expect(['p', 'a', 'img', 'br']).toContain(element.localName);
      for (const { name, value } of element.attributes) {
        expect(name).not.toMatch(/^on/i);
        expect(value).not.toMatch(/script:/i);
      }
    }
  });

  it.each([
    ['a file without front matter', { 'en/broken.md': '# Just text' }, /en\/broken\.md: no front matter/],
    ['a field missing', { 'en/broken.md': `${front({ title: '' }).replace('title: \n', '')}text` }, /en\/broken\.md/],
    [
      'the same id in two languages',
      { 'en/same.md': `${front()}a`, 'fr/same.md': `${front()}b` },
      /already has the id same/,
    ],
    ['a file name that is no slug', { 'en/Bad Name.md': `${front()}a` }, /not a lowercase slug/],
  ])('refuses to start on %s, naming the file', async (_name, files, message) => {
    const dir = await blogDir(files);
    await expect(makeGateway({ BLOG_DIR: dir })).rejects.toThrow(message);
  });

  it('has no posts when the folder has none', async () => {
    const { app } = await makeGateway({ BLOG_DIR: await blogDir({ 'en/notes.txt': 'not a post' }) });
    expect((await request(app).get('/api/blog').expect(200)).body).toEqual({ posts: [] });
  });
});

describe('blog pages', () => {
  const [one, two] = FAKE_POSTS;
  it.each([
    ['/blog', 'en', '<h1>/blog in en</h1>'],
    ['/blog/?lang=fr', 'fr', '<h1>/blog in fr</h1>'],
    [`/blog/${one}`, 'en', `<h1>/blog/${one} in en</h1>`],
    [`/blog/${two}/?lang=es`, 'es', `<h1>/blog/${two} in es</h1>`],
    // The router reads the id decoded: so does the gateway.
    [`/blog/${one?.replace(/-/g, '%2D')}`, 'en', `<h1>/blog/${one} in en</h1>`],
  ])('answers %s with its prerendered page in %s', async (url, language, heading) => {
    const { app } = await makeGateway();
    const response = await request(app).get(url).expect(200);
    expect(response.headers['content-language']).toBe(language);
    expect(response.text).toContain(heading);
  });

  it.each(['/blog/no-such-post', '/blog/_missing', `/blog/${one?.toUpperCase()}`])(
    'answers %s with the missing-post page and a 404',
    async (url) => {
      const { app } = await makeGateway();
      const response = await request(app).get(`${url}?lang=fr`).expect(404);
      expect(response.text).toContain('<h1>/blog/_missing in fr</h1>');
    },
  );

  it('answers the page of a post the gateway no longer serves as missing, and reports posts without a page', async () => {
    const logged: unknown[] = [];
    const dir = await blogDir({ [`en/${two}.md`]: `${front()}Still here.\n`, 'en/brand-new.md': `${front()}New.\n` });
    const { app } = await makeGateway({ BLOG_DIR: dir }, { log: (message) => logged.push(message) });
    await request(app).get(`/blog/${one}`).expect(404);
    await request(app).get(`/blog/${two}`).expect(200);
    expect(logged).toEqual([expect.stringMatching(/without a prerendered page .*: brand-new$/)]);
  });

  it('serves the post images as files of the site, not as the /blog page', async () => {
    const { app, config } = await makeGateway();
    await mkdir(path.join(config.staticDir, 'site/blog'), { recursive: true });
    await writeFile(path.join(config.staticDir, 'site/blog/no-shows.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const { app: withImage } = await makeGateway({ STATIC_DIR: config.staticDir });
    const image = await request(withImage).get('/blog/no-shows.svg').expect(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
    await request(app).get('/blog').expect(200);
  });
});
