/**
 * The blog (spec sections 2, 4, 7 and 8): the list and a post in each language, the prerendered data that
 * spares the API on a direct load, the missing post with its 404, the built-in samples when the API is down,
 * the error states when even the samples cannot load, and a post file full of script payloads served inert.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { TFunction } from 'i18next';
import type enBlog from '../../locales/en/blog.json';
import type enSeo from '../../locales/en/seo.json';
import type enSite from '../../locales/en/site.json';
import { loadPosts } from '../../server/blog/routes';
import { BLOG_POSTS_DIR } from '../../server/config';
import {
  type BlogPost,
  type BlogPostSummary,
  byDate,
  categories,
  PRODUCT_LINKS,
  productLinks,
} from '../../shared/blog';
import { parsePostFile } from '../../shared/blog-markdown';
import { LANGUAGES, type Language } from '../../shared/languages';
import { postTitle } from '../../site/pages/blog/meta';
import { SAMPLE_POSTS } from '../../site/pages/blog/samples';
import { E2E } from './env';
import { gotoSite } from './site-helpers';

const locale = <T>(language: Language, namespace: string): T =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));
const BLOG = Object.fromEntries(LANGUAGES.map((l) => [l, locale<typeof enBlog>(l, 'blog')])) as Record<
  Language,
  typeof enBlog
>;
const SEO = Object.fromEntries(LANGUAGES.map((l) => [l, locale<typeof enSeo>(l, 'seo')])) as Record<
  Language,
  typeof enSeo
>;
const SITE = Object.fromEntries(LANGUAGES.map((l) => [l, locale<typeof enSite>(l, 'site')])) as Record<
  Language,
  typeof enSite
>;

/** Fills `{{name}}` placeholders the way the pages' translations do. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
const readTime = (language: Language, minutes: number) => fill(BLOG[language].post.readTime, { count: minutes });
const countText = (language: Language, count: number) => {
  const { list } = BLOG[language];
  const form = new Intl.PluralRules(language).select(count) === 'one' ? list.count_one : list.count_other;
  return fill(form, { count });
};

/** The posts the site was built with (the prerendered pages carry these). */
const POSTS = loadPosts(BLOG_POSTS_DIR);
const postsIn = (language: Language) => POSTS.filter((post) => post.language === language).sort(byDate);
const featuredIn = (language: Language): BlogPost => {
  const featured = postsIn(language).filter((post) => post.featured);
  expect(featured, `one featured post in ${language}`).toHaveLength(1);
  return featured[0] as BlogPost;
};
const gridIn = (language: Language) => postsIn(language).filter((post) => !post.featured);

const listUrl = (language: Language) => (language === 'en' ? '/blog' : `/blog?lang=${language}`);
const postUrl = (id: string, language: Language) =>
  language === 'en' ? `/blog/${id}` : `/blog/${id}?lang=${language}`;
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const atPath = (pathname: string) => new RegExp(`^${escapeRegExp(E2E.gateway + pathname)}(\\?.*)?$`);

/** A post's day as the browser writes it in a language (what the page shows). */
const dateIn = (page: Page, date: string, language: Language, style: 'long' | 'medium') =>
  page.evaluate(
    ([day, lang, dateStyle]) =>
      new Intl.DateTimeFormat(lang, { dateStyle: dateStyle as 'long' | 'medium', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
    [date, language, style] as const,
  );

/** The first sentence of a post's first plain paragraph, as text. */
function sentenceOf(post: BlogPost): string {
  const paragraph = /<p>([^<]{40,})<\/p>/.exec(post.content)?.[1] ?? '';
  const text = paragraph
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
  const sentence = /^.{30,}?[.!?](?=\s|$)/.exec(text)?.[0] ?? text.slice(0, 80);
  expect(sentence.length, `a sentence in ${post.id}`).toBeGreaterThan(20);
  return sentence;
}

/** The ids of the posts the page links to from its main content (cards and the featured post). */
const linkedPostIds = (page: Page) =>
  page
    .locator('main a[href^="/blog/"]')
    .evaluateAll((links) => [
      ...new Set(links.map((link) => (link.getAttribute('href') ?? '').slice('/blog/'.length))),
    ]);

/** A client-side route change, as the router's own links make (no document request). */
async function goClientSide(page: Page, pathname: string) {
  await page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, pathname);
}

/** Marks the document, so a test can tell that a later page is still this document (no reload). */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

const topBarBlogLink = (page: Page, language: Language) =>
  page.getByRole('navigation', { name: SITE[language].nav.main }).getByRole('link', {
    name: SITE[language].nav.blog,
    exact: true,
  });

const latestSection = (page: Page, language: Language) =>
  page.getByRole('region', { name: BLOG[language].list.latest });
const filterButtons = (page: Page, language: Language) =>
  page.getByRole('group', { name: BLOG[language].list.filterLabel }).getByRole('button');

test.describe('blog list', () => {
  for (const language of LANGUAGES) {
    test(`in ${language}: hero, the featured post first, only ${language} posts, complete cards${language === 'en' ? ' @mobile' : ''}`, async ({
      page,
    }) => {
      const blog = BLOG[language];
      const featured = featuredIn(language);
      const grid = gridIn(language);
      await gotoSite(page, listUrl(language));

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.hero.title);

      // The featured post comes first, with its chip, apart from the grid.
      const first = page.locator('main article').first();
      await expect(first.getByRole('heading', { level: 2 })).toHaveText(featured.title);
      await expect(first.getByText(blog.list.featured, { exact: true })).toBeVisible();
      await expect(first).toContainText(featured.category);
      await expect(first).toContainText(featured.excerpt);
      await expect(first).toContainText(featured.author);
      await expect(first).toContainText(readTime(language, featured.readTime));
      await expect(first.locator('time')).toHaveText(await dateIn(page, featured.date, language, 'medium'));

      // Only this language's posts: every one of them, none of the others.
      expect((await linkedPostIds(page)).sort()).toEqual(
        postsIn(language)
          .map((post) => post.id)
          .sort(),
      );
      for (const other of POSTS.filter((post) => post.language !== language)) {
        await expect(page.locator(`main a[href="/blog/${other.id}"]`)).toHaveCount(0);
      }

      // The grid: the other posts, newest first, each card complete.
      const latest = latestSection(page, language);
      await expect(latest.locator('li h3')).toHaveText(grid.map((post) => post.title));
      await expect(latest).toContainText(countText(language, grid.length));
      for (const post of grid) {
        const card = latest.locator('li').filter({ has: page.getByRole('link', { name: post.title, exact: true }) });
        await expect(card).toHaveCount(1);
        await expect(card.locator('p').first()).toHaveText(post.category);
        await expect(card).toContainText(post.excerpt);
        await expect(card).toContainText(post.author);
        await expect(card).toContainText(readTime(language, post.readTime));
        await expect(card.locator('time')).toHaveText(await dateIn(page, post.date, language, 'medium'));
        await expect(card.locator('time')).toHaveAttribute('datetime', post.date);
      }
    });

    test(`in ${language}: the topic filters, in alphabetical order, narrow the grid`, async ({ page }) => {
      const blog = BLOG[language];
      const grid = gridIn(language);
      const tags = categories(postsIn(language), language).slice(1) as string[];
      expect([...tags].sort(new Intl.Collator(language).compare)).toEqual(tags);
      await gotoSite(page, listUrl(language));

      const buttons = filterButtons(page, language);
      await expect(buttons).toHaveText([blog.list.all, ...tags]);
      await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(
        page.getByRole('group', { name: blog.list.filterLabel }).locator('[aria-pressed="true"]'),
      ).toHaveCount(1);

      const latest = latestSection(page, language);
      const withTag = (tag: string) => grid.filter((post) => post.tags.includes(tag));
      // A tag that keeps some of the grid but not all of it, when there is one.
      const tag =
        tags.find((t) => withTag(t).length > 0 && withTag(t).length < grid.length) ??
        tags.find((t) => withTag(t).length > 0);
      if (!tag) throw new Error(`no ${language} tag on a grid post`);
      await buttons.filter({ hasText: new RegExp(`^${escapeRegExp(tag)}$`) }).click();
      await expect(buttons.filter({ hasText: new RegExp(`^${escapeRegExp(tag)}$`) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(buttons.first()).toHaveAttribute('aria-pressed', 'false');
      await expect(latest.locator('li h3')).toHaveText(withTag(tag).map((post) => post.title));
      await expect(latest).toContainText(countText(language, withTag(tag).length));
      // The featured post stays on top whatever the filter.
      await expect(page.locator('main article').first()).toContainText(featuredIn(language).title);

      // A tag only the featured post has: the grid is empty and says so.
      const featuredOnly = tags.find((t) => withTag(t).length === 0);
      if (featuredOnly) {
        const button = buttons.filter({ hasText: new RegExp(`^${escapeRegExp(featuredOnly)}$`) });
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        await expect(latest.getByRole('status')).toHaveText(blog.list.empty);
        await expect(latest.locator('li h3')).toHaveCount(0);
      }

      // Back to every post.
      await buttons.first().click();
      await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(latest.locator('li h3')).toHaveText(grid.map((post) => post.title));
    });
  }
});

test.describe('blog post', () => {
  for (const language of LANGUAGES) {
    test(`in ${language}: a card opens its post in the page, with its facts, body, tags and recommendations`, async ({
      page,
    }) => {
      const blog = BLOG[language];
      const post = gridIn(language)[0] as BlogPost;
      await gotoSite(page, listUrl(language));
      await markDocument(page);

      await page.getByRole('link', { name: post.title, exact: true }).click();
      await expect(page).toHaveURL(atPath(`/blog/${post.id}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      expect(await isSameDocument(page)).toBe(true);

      const header = page.locator('main article header');
      await expect(header).toContainText(post.category);
      await expect(header).toContainText(post.excerpt);
      await expect(header).toContainText(post.author);
      await expect(header).toContainText(post.authorRole);
      await expect(header.locator('time')).toHaveText(await dateIn(page, post.date, language, 'long'));
      await expect(header).toContainText(readTime(language, post.readTime));
      await expect(page.locator('.post-body')).toContainText(sentenceOf(post));

      const tagsHeading = page.getByRole('heading', { level: 2, name: blog.post.tags, exact: true });
      await expect(tagsHeading.locator('xpath=following-sibling::ul[1]/li')).toHaveText(post.tags);

      // Related articles: one to three, in the post's language, each sharing a tag with it.
      const related = page.getByRole('region', { name: blog.post.related });
      await expect(related.getByRole('heading', { level: 2 })).toHaveText(blog.post.related);
      const relatedIds = await related
        .locator('a[href^="/blog/"]')
        .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').slice('/blog/'.length)));
      expect(relatedIds.length).toBeGreaterThanOrEqual(1);
      expect(relatedIds.length).toBeLessThanOrEqual(3);
      for (const id of relatedIds) {
        const other = POSTS.find((p) => p.id === id);
        expect(other, `related post ${id}`).toBeDefined();
        expect(other?.id).not.toBe(post.id);
        expect(other?.language).toBe(post.language);
        expect(
          other?.tags.some((t) => post.tags.includes(t)),
          `${id} shares a tag with ${post.id}`,
        ).toBe(true);
      }

      // Explore Alex: one to three product pages from the catalogue, those the post's words point to.
      const suggestions = page.getByRole('navigation', { name: blog.post.suggestions });
      const hrefs = await suggestions
        .getByRole('link')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThanOrEqual(1);
      expect(hrefs.length).toBeLessThanOrEqual(3);
      const catalogue: string[] = PRODUCT_LINKS.map((link) => link.href);
      for (const href of hrefs) expect(catalogue).toContain(href);
      expect(hrefs).toEqual(productLinks(post).map((link) => link.href));
      await expect(suggestions.getByRole('link')).toHaveText(
        productLinks(post).map((link) => new RegExp(escapeRegExp(blog.links[link.key]))),
      );

      // Search metadata: the post's own title (fit to 60 characters); one canonical address, in the post's language.
      const seoT = ((key: string, values: { title: string }) =>
        key === 'blogPost.postTitle'
          ? fill(SEO[language].blogPost.postTitle, values)
          : key) as unknown as TFunction<'seo'>;
      await expect(page).toHaveTitle(postTitle(post.title, seoT));
      expect([...(await page.title())].length).toBeLessThanOrEqual(60);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${E2E.gateway}${postUrl(post.id, post.language)}`,
      );

      await page.getByRole('link', { name: blog.post.back }).first().click();
      await expect(page).toHaveURL(atPath('/blog'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.hero.title);
      expect(await isSameDocument(page)).toBe(true);
    });
  }
});

test.describe('prerendered blog pages', () => {
  for (const language of LANGUAGES) {
    test(`in ${language}: a direct load shows the list and a post without asking the API`, async ({ page }) => {
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/blog')) apiCalls.push(request.url());
      });
      const post = featuredIn(language);

      const postResponse = await gotoSite(page, postUrl(post.id, language));
      expect(postResponse?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(page.locator('.post-body')).toContainText(sentenceOf(post));
      await page.waitForLoadState('networkidle');

      const listResponse = await gotoSite(page, listUrl(language));
      expect(listResponse?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG[language].hero.title);
      await expect(page.locator('main article').first()).toContainText(post.title);
      await page.waitForLoadState('networkidle');

      expect(apiCalls).toEqual([]);
    });

    test(`in ${language}: an unknown post is "not found", with a 404, a way back and nothing to index`, async ({
      page,
    }) => {
      const blog = BLOG[language];
      const response = await gotoSite(page, postUrl('no-such-post', language));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.post.notFoundTitle);
      await expect(page.getByText(blog.post.notFoundMessage)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page).toHaveTitle(SEO[language].blogPost.missingTitle);

      await page.getByRole('link', { name: blog.post.back }).click();
      await expect(page).toHaveURL(atPath('/blog'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.hero.title);
    });
  }
});

test.describe('blog API unreachable', () => {
  for (const language of LANGUAGES) {
    test(`in ${language}: the built-in samples stand in, open, and an unknown id is not found`, async ({ page }) => {
      const blog = BLOG[language];
      const samples = SAMPLE_POSTS.filter((post) => post.language === language);
      await page.route('**/api/blog**', (route) => route.abort());
      await gotoSite(page, `/?lang=${language}`);
      await markDocument(page);

      await topBarBlogLink(page, language).click();
      await expect(page).toHaveURL(atPath('/blog'));
      await expect(page.getByRole('status').filter({ hasText: blog.list.samples })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.hero.title);
      await expect.poll(async () => (await linkedPostIds(page)).sort()).toEqual(samples.map((post) => post.id).sort());

      const sample = (samples.find((post) => !post.featured) ?? samples[0]) as BlogPostSummary;
      await page.getByRole('link', { name: sample.title, exact: true }).click();
      await expect(page).toHaveURL(atPath(`/blog/${sample.id}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sample.title);

      await goClientSide(page, '/blog/no-such-post');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.post.notFoundTitle);
      await expect(page.getByRole('link', { name: blog.post.back })).toBeVisible();
      expect(await isSameDocument(page)).toBe(true);
    });
  }
});

test.describe('blog error states', () => {
  /** Neither the API nor the chunk of built-in samples can be had. */
  async function cutEverything(page: Page) {
    await page.route('**/api/blog**', (route) => route.abort());
    await page.route('**/assets/samples-*.js', (route) => route.abort());
  }

  test('the list says it failed and its retry reloads the page, which shows the prerendered list', async ({ page }) => {
    const blog = BLOG.en;
    await cutEverything(page);
    await gotoSite(page, '/');

    await topBarBlogLink(page, 'en').click();
    await expect(page).toHaveURL(atPath('/blog'));
    const alert = page.getByRole('alert').filter({ hasText: blog.list.error });
    await expect(alert).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(0);

    await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: blog.list.retry }).click()]);
    await expect(page).toHaveURL(atPath('/blog'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.hero.title);
    await expect(page.locator('main article').first()).toContainText(featuredIn('en').title);
    await expect(page.getByRole('alert').filter({ hasText: blog.list.error })).toHaveCount(0);
  });

  test('a post that cannot be loaded shows the error state with a way back', async ({ page }) => {
    const blog = BLOG.en;
    await cutEverything(page);
    await gotoSite(page, '/');

    await goClientSide(page, `/blog/${featuredIn('en').id}`);
    const alert = page.getByRole('alert').filter({ hasText: blog.post.errorTitle });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText(blog.post.errorTitle);
    await expect(alert).toContainText(blog.post.errorMessage);
    await expect(alert.getByRole('button', { name: blog.post.retry })).toBeVisible();

    await alert.getByRole('link', { name: blog.post.back }).click();
    await expect(page).toHaveURL(atPath('/blog'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.hero.title);
  });
});

test.describe('a hostile post file', () => {
  const FIXTURE = parsePostFile(
    readFileSync(new URL('../fixtures/blog/xss-attempt.md', import.meta.url), 'utf8'),
    'xss-attempt',
    'en',
  );
  const SAFE_PARAGRAPH = 'Safe paragraph after the payloads.';

  test('is served and shown as inert markup: no script runs, no handler or script link survives', async ({
    page,
    request,
  }) => {
    const api = await request.get('/api/blog/xss-attempt');
    expect(api.status()).toBe(200);
    const { post } = (await api.json()) as { post: BlogPost };
    expect(post.title).toBe(FIXTURE.title);
    // HTML written in the file arrives as text (&lt;script…); no real tag carries a script, handler or script URL.
    expect(post.content).not.toMatch(/<(script|svg|iframe|math|style|details)\b/i);
    expect(post.content).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(post.content).not.toMatch(/<[^>]*(href|src)\s*=\s*"?\s*javascript:/i);
    expect(post.content).toContain(SAFE_PARAGRAPH);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await gotoSite(page, '/');
    await goClientSide(page, '/blog/xss-attempt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIXTURE.title);

    const body = page.locator('.post-body');
    const links = body.locator('a');
    const count = await links.count();
    // The script links of the file are still there, inert (no href): clicking them does nothing.
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) await links.nth(index).click();
    await expect(page).toHaveURL(atPath('/blog/xss-attempt'));
    // Any image the body kept has finished (loaded or failed) before the verdict.
    await expect
      .poll(() =>
        body.locator('img').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete)),
      )
      .toBe(true);

    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(body.locator('script, svg, iframe, math, style, details')).toHaveCount(0);
    const unsafe = await body.evaluate((root) =>
      [root, ...root.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter(
            (attribute) =>
              /^on/i.test(attribute.name) ||
              (/^(href|src|action|formaction|xlink:href)$/i.test(attribute.name) &&
                /^\s*javascript:/i.test(attribute.value)),
          )
          .map((attribute) => `${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}"`),
      ),
    );
    expect(unsafe).toEqual([]);
    await expect(body.getByText(SAFE_PARAGRAPH, { exact: true })).toBeVisible();
  });
});
