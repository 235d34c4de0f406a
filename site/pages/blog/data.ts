/**
 * The blog's data (spec section 7): GET /api/blog and GET /api/blog/{id}, each answer checked against the
 * shared schemas. When the list cannot be had, the five built-in sample posts stand in; a post the API does
 * not give is looked up among them, else it is "not found". A prerendered page carries the data it was
 * rendered with (a JSON block), so hydrating it fetches nothing and shows the same markup, and the schemas
 * (with zod) load only when an answer is to be checked.
 */
import { type BlogPost, type BlogPostSummary, relatedPosts } from '../../../shared/blog';

const BLOG_TIMEOUT_MS = 10_000;

/** What a prerendered blog page was rendered with. */
export interface BlogSnapshot {
  /** Every post, without bodies. */
  posts: BlogPostSummary[];
  /** On a post's page: its post, or null when no post has its id. */
  post?: BlogPost | null;
  /** On a post's page: the ids of the related articles drawn for it. */
  related?: string[];
}

export interface PostList {
  posts: readonly BlogPostSummary[];
  /** The built-in sample posts, shown because the API could not be reached. */
  samples: boolean;
}

export type PostResult = { post: BlogPost; related: BlogPostSummary[] } | { post: null };

const SNAPSHOT_ID = 'blog-data';

/** The snapshot as a JSON block that cannot end its script element early. */
export function snapshotScript(snapshot: BlogSnapshot): string {
  const json = JSON.stringify(snapshot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SNAPSHOT_ID}">${json}</script>`;
}

let snapshot: BlogSnapshot | undefined;
let snapshotRead = false;

/** Sets the data the next render uses (the prerenderer, per page). */
export function primeBlog(data: BlogSnapshot | undefined): void {
  snapshot = data;
  snapshotRead = true;
  list = data ? Promise.resolve({ posts: data.posts, samples: false }) : undefined;
  listed = data ? { posts: data.posts, samples: false } : undefined;
}

function pageSnapshot(): BlogSnapshot | undefined {
  if (!snapshotRead && typeof document !== 'undefined') {
    snapshotRead = true;
    const text = document.getElementById(SNAPSHOT_ID)?.textContent;
    if (text) {
      try {
        primeBlog(JSON.parse(text) as BlogSnapshot);
      } catch {
        // A damaged block: the page fetches its data instead.
      }
    }
  }
  return snapshot;
}

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal: AbortSignal.timeout(BLOG_TIMEOUT_MS),
  });
  return { status: response.status, body: response.ok ? await response.json() : undefined };
}

const samplePosts = async (): Promise<readonly BlogPost[]> => (await import('./samples')).SAMPLE_POSTS;
const schemas = () => import('../../../shared/blog-schemas');

let list: Promise<PostList> | undefined;
/** The list once it has arrived, for a render that should not wait for it. */
let listed: PostList | undefined;

async function fetchList(): Promise<PostList> {
  try {
    const [{ status, body }, { blogListResponse }] = await Promise.all([getJson('/api/blog'), schemas()]);
    const parsed = blogListResponse.safeParse(body);
    if (status === 200 && parsed.success) return { posts: parsed.data.posts, samples: false };
  } catch {
    // Unreachable, timed out or not JSON: the samples below.
  }
  return { posts: await samplePosts(), samples: true };
}

/** Every post (once per page load); rejects only when even the built-in samples cannot be loaded. */
export function loadPosts(): Promise<PostList> {
  pageSnapshot();
  if (!list) {
    list = fetchList().then((result) => {
      listed = result;
      return result;
    });
    list.catch(() => {
      list = undefined;
    });
  }
  return list;
}

/** The list if it is already here (prerendered, or loaded earlier on this page). */
export function loadedPosts(): PostList | undefined {
  pageSnapshot();
  return listed;
}

async function fetchPost(id: string): Promise<BlogPost | null> {
  try {
    const [{ status, body }, { blogPostResponse }] = await Promise.all([
      getJson(`/api/blog/${encodeURIComponent(id)}`),
      schemas(),
    ]);
    if (status === 404) return null;
    const parsed = blogPostResponse.safeParse(body);
    if (status === 200 && parsed.success) return parsed.data.post;
  } catch {
    // Any other failure: a sample post of that id, else not found.
  }
  return (await samplePosts()).find((post) => post.id === id) ?? null;
}

/** A post and its related articles; rejects only when even the built-in samples cannot be loaded. */
export async function loadPost(id: string): Promise<PostResult> {
  const known = prerenderedPost(id);
  if (known) return known;
  const [post, { posts }] = await Promise.all([fetchPost(id), loadPosts()]);
  return post ? { post, related: relatedPosts(post, posts) } : { post: null };
}

/** The post a prerendered page was rendered with, when it is this id's page. */
export function prerenderedPost(id: string | undefined): PostResult | undefined {
  const data = pageSnapshot();
  if (!data || data.post === undefined) return undefined;
  if (data.post === null)
    return id === undefined || !data.posts.some((post) => post.id === id) ? { post: null } : undefined;
  if (data.post.id !== id) return undefined;
  const byId = new Map(data.posts.map((post) => [post.id, post]));
  const related = (data.related ?? []).flatMap((relatedId) => byId.get(relatedId) ?? []);
  return { post: data.post, related };
}
