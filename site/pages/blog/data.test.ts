import { afterEach, describe, expect, it, vi } from 'vitest';
import { toSummary } from '../../../shared/blog';
import { blogPost } from '../../../tests/fixtures/blog';
import { loadPost, loadPosts, primeBlog, snapshotScript } from './data';
import { SAMPLE_POSTS } from './samples';

const post = blogPost;
const summary = toSummary;

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  primeBlog(undefined);
});

describe('the snapshot a prerendered page carries', () => {
  it('cannot close its script element or break out of it', () => {
    const script = snapshotScript({
      posts: [summary(post('a', { title: '</script><script>alert(1)</script>\u2028' }))],
    });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.endsWith('</script>')).toBe(true);
    const json = script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json).posts[0].title).toBe('</script><script>alert(1)</script>\u2028');
  });
});

describe('loading posts (spec section 7)', () => {
  it('uses the API answer when it is valid', async () => {
    const fetch = vi.fn(async () => answer(200, { posts: [summary(post('a'))] }));
    vi.stubGlobal('fetch', fetch);
    primeBlog(undefined);
    expect(await loadPosts()).toEqual({ posts: [summary(post('a'))], samples: false });
    expect(fetch).toHaveBeenCalledWith('/api/blog', expect.anything());
  });

  it.each([
    ['a server error', async () => answer(500, { error: {} })],
    ['an answer of another shape', async () => answer(200, { posts: [{ id: 'x' }] })],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows the five built-in samples on %s', async (_name, reply) => {
    vi.stubGlobal('fetch', vi.fn(reply));
    primeBlog(undefined);
    const list = await loadPosts();
    expect(list.samples).toBe(true);
    expect(list.posts.map((p) => p.language).sort()).toEqual(['en', 'en', 'en', 'es', 'fr']);
  });

  it('takes a post from the API, with related articles from the list', async () => {
    const a = post('a', { tags: ['Staffing'] });
    const b = post('b', { tags: ['Staffing'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/blog' ? answer(200, { posts: [summary(a), summary(b)] }) : answer(200, { post: a }),
      ),
    );
    primeBlog(undefined);
    expect(await loadPost('a')).toEqual({ post: a, related: [summary(b)] });
  });

  it('treats a 404 as not found', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/blog' ? answer(200, { posts: [] }) : answer(404))),
    );
    primeBlog(undefined);
    expect(await loadPost('nope')).toEqual({ post: null });
  });

  it('finds a sample post when the API fails, else not found', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(503)),
    );
    primeBlog(undefined);
    const sample = SAMPLE_POSTS[0];
    const found = await loadPost(sample?.id ?? '');
    expect(found.post).toEqual(sample);
    expect(await loadPost('not-a-sample')).toEqual({ post: null });
  });

  it('renders a prerendered post from its snapshot without a request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const a = post('a');
    const b = post('b');
    primeBlog({ posts: [summary(a), summary(b)], post: a, related: ['b'] });
    expect(await loadPost('a')).toEqual({ post: a, related: [summary(b)] });
    expect(await loadPosts()).toEqual({ posts: [summary(a), summary(b)], samples: false });
    expect(fetch).not.toHaveBeenCalled();
  });
});
