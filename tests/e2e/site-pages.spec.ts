/**
 * Every route in every language: its heading, title and language, no console error, failed request or CSP
 * violation; the prerendered HTML without JavaScript; axe on each page; the not-found page; the jobs redirects.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import type { TFunction } from 'i18next';
import { loadPosts } from '../../server/blog/routes';
import { BLOG_POSTS_DIR } from '../../server/config';
import { LANGUAGES, type Language } from '../../shared/languages';
import { SITE_ROUTES } from '../../shared/site-routes';
import { postTitle } from '../../site/pages/blog/meta';
import { DESCRIPTION_MAX, fitText, seoKey } from '../../site/seo/meta';
import { E2E } from './env';

/** The routes with one address each; a post's page (/blog/:id) is checked with real posts. */
const ROUTES = SITE_ROUTES.filter((route) => !route.includes(':'));
const POSTS = loadPosts(BLOG_POSTS_DIR);
/** One post per language. */
const POST_OF = Object.fromEntries(LANGUAGES.map((language) => [language, POSTS.find((p) => p.language === language)]));

const seo = (language: Language) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/seo.json`, import.meta.url), 'utf8')) as Record<
    string,
    { title: string; description: string }
  >;
const site = (language: Language) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/site.json`, import.meta.url), 'utf8')) as {
    notFound: { title: string };
  };
const url = (route: string, language: Language) => (language === 'en' ? route : `${route}?lang=${language}`);

/** Console errors, page errors, failed requests, error answers and CSP violations from the page's start. */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A media element that read the file's metadata lets go of the rest of the download: not a failure.
    if (request.resourceType() === 'media' && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`${response.status()}: ${response.url()}`);
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP ${event.effectiveDirective} blocked ${event.blockedURI}`),
    );
  });
  return problems;
}

for (const language of LANGUAGES) {
  for (const route of [...ROUTES, `/blog/${POST_OF[language]?.id}`]) {
    test(`${route} in ${language}: heading, title, language, no error, nothing third-party`, async ({ page }) => {
      const problems = await watchProblems(page);
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        const address = new URL(request.url());
        if (/^https?:$/.test(address.protocol) && address.origin !== E2E.gateway) elsewhere.push(request.url());
      });
      const response = await page.goto(url(route, language));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const post = POSTS.find((p) => `/blog/${p.id}` === route);
      const postTemplate = (seo(language).blogPost as unknown as { postTitle: string }).postTitle;
      const seoT = ((_key: string, values: { title: string }) =>
        postTemplate.replace('{{title}}', values.title)) as unknown as TFunction<'seo'>;
      const title = post ? postTitle(post.title, seoT) : seo(language)[seoKey(route)]?.title;
      await expect(page).toHaveTitle(title ?? 'missing title');
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // No analytics script is configured: nothing leaves for another origin.
      expect(elsewhere).toEqual([]);
      // Sent once the page has hydrated, which on a busy machine can come after the network is quiet.
      await expect
        .poll(() =>
          page.evaluate(() =>
            ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event),
          ),
        )
        .toContain('page_viewed');
    });
  }

  test(`an unknown path in ${language} is the not-found page with a 404`, async ({ page }) => {
    const response = await page.goto(url('/no/such/page', language));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site(language).notFound.title);
  });
}

test.describe('prerendered HTML without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    test(`every route in ${language} has its title, description, canonical, alternates and text`, async ({ page }) => {
      for (const route of ROUTES) {
        await page.goto(url(route, language));
        const meta = seo(language)[seoKey(route)];
        await expect(page).toHaveTitle(meta?.title ?? '');
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta?.description ?? '');
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${E2E.gateway}${url(route, language)}`,
        );
        for (const other of LANGUAGES) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
            'href',
            `${E2E.gateway}${url(route, other)}`,
          );
        }
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
          'href',
          `${E2E.gateway}${route}`,
        );
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          `${E2E.gateway}/og/alex-${language}.jpg`,
        );
      }
    });
  }
});

test.describe('a blog post prerendered, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    test(`a ${language} post has its own title, description, one canonical address and its body`, async ({ page }) => {
      const post = POST_OF[language];
      if (!post) throw new Error(`no ${language} post`);
      // Shown with the interface in another language: the post's address stays the one in its own language.
      const other = LANGUAGES.find((code) => code !== language) ?? 'en';
      await page.goto(url(`/blog/${post.id}`, other));
      // The excerpt, cut at a word to a search engine's 160 characters.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        fitText(post.excerpt, DESCRIPTION_MAX),
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${E2E.gateway}${url(`/blog/${post.id}`, language)}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      const firstParagraph = /<p>([^<&]{20,80})/.exec(post.content)?.[1] ?? '';
      await expect(page.locator('.post-body')).toContainText(firstParagraph.trim());
    });
  }
});

test.describe('accessibility', () => {
  // Evaluated through the DevTools protocol: the pages' strict CSP would block an injected <script>.
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

  for (const [index, route] of [...ROUTES, `/blog/${POST_OF.fr?.id}`].entries()) {
    const language = LANGUAGES[index % LANGUAGES.length] ?? 'en';
    test(`${route} (${language}) has no serious or critical axe violation @mobile`, async ({ page }) => {
      await page.goto(url(route, language));
      await page.waitForLoadState('networkidle');
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const { axe } = window as unknown as {
          axe: {
            run: (
              context: unknown,
            ) => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
          };
        };
        const result = await axe.run(document);
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
      });
      expect(violations).toEqual([]);
    });
  }
});

test('the jobs pages are redirects to the jobs site that keep path and query', async ({ request }) => {
  const list = await request.get('/jobs?city=Lyon', { maxRedirects: 0 });
  expect(list.status()).toBe(302);
  expect(list.headers().location).toBe('https://jobs.alex-recruiter.com/jobs?city=Lyon');
  const one = await request.get('/job/42/warehouse-worker?ref=mail', { maxRedirects: 0 });
  expect(one.headers().location).toBe('https://jobs.alex-recruiter.com/job/42/warehouse-worker?ref=mail');
});

test('sitemap.xml lists every route in every language and every post in its language for this origin', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of ROUTES) {
    for (const language of LANGUAGES) expect(sitemap).toContain(`<loc>${E2E.gateway}${url(route, language)}</loc>`);
  }
  for (const post of POSTS) {
    expect(sitemap).toContain(`<loc>${E2E.gateway}${url(`/blog/${post.id}`, post.language)}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${E2E.gateway}/sitemap.xml`);
});
