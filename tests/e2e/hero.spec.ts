/**
 * The home page's first screen at 1440 and 390 px in three languages: the typed title never takes back a letter
 * the visitor could read (sampled on every frame from before the page's own scripts), the proof under the
 * buttons is above the fold, the phone's top bar has its call to action, and Simulate ROI lands on the
 * calculator right below the top bar.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { LANGUAGES, type Language } from '../../shared/languages';

interface HeroCopy {
  title: string;
  tryAlex: string;
  simulateRoi: string;
  proof: Record<'calls' | 'companies' | 'rating', { value: string; label: string }>;
  compliance: Record<'label' | 'gdpr' | 'aiAct' | 'hosting', string>;
}
const hero = (language: Language): HeroCopy =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/home.json`, import.meta.url), 'utf8')).hero;
const tryAlexInBar = (language: Language): string =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/site.json`, import.meta.url), 'utf8')).nav.tryAlex;

const SIZES = [
  { width: 1440, use: { viewport: { width: 1440, height: 900 } } },
  {
    width: 390,
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  },
] as const;

/** What the title looked like on one frame (or as the DOM changed): its text and how many letters were hidden. */
interface Sample {
  at: number;
  text: string;
  /** Characters not painted at all (hidden, transparent or fully faded): a letter the visitor cannot read. */
  unseen: number;
  /** Characters not yet in the title's final ink (still typing). */
  typing: number;
  /** The first character's element is the one the page was painted with (not removed and made again). */
  sameFirst: boolean;
}

/**
 * Before any script of the page runs: samples the title on every animation frame and on every change of the
 * document, from the moment the parser has closed it (the element after it exists).
 */
async function sampleTitle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const samples: Sample[] = [];
    let first: Element | null = null;
    const sample = () => {
      const title = document.querySelector('#hero h1');
      if (!title?.nextElementSibling) return;
      const characters = [...title.querySelectorAll('span > span')];
      first ??= characters[0] ?? null;
      const ink = getComputedStyle(title).color;
      let unseen = 0;
      let typing = 0;
      for (const character of characters) {
        const style = getComputedStyle(character);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0 || /, 0\)$/.test(style.color)) unseen += 1;
        if (style.color !== ink) typing += 1;
      }
      samples.push({
        at: performance.now(),
        text: title.textContent ?? '',
        unseen,
        typing,
        sameFirst: first !== null && first === characters[0] && first.isConnected,
      });
    };
    new MutationObserver(sample).observe(document, { subtree: true, childList: true, characterData: true });
    requestAnimationFrame(function frame() {
      sample();
      requestAnimationFrame(frame);
    });
    (window as unknown as { titleSamples: Sample[] }).titleSamples = samples;
  });
}

const samplesOf = (page: Page) => page.evaluate(() => (window as unknown as { titleSamples: Sample[] }).titleSamples);

/** The top bar's bottom edge: what the page scrolls under. */
const barBottom = (page: Page) =>
  page.evaluate(() => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);

async function expectAboveTheFold(page: Page, selector: string, count: number) {
  const height = page.viewportSize()?.height ?? 0;
  const boxes = await page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, width: box.width, right: box.right };
    }),
  );
  expect(boxes).toHaveLength(count);
  const width = page.viewportSize()?.width ?? 0;
  for (const box of boxes) {
    expect(box.width).toBeGreaterThan(0);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom, `${selector} ends above the fold`).toBeLessThanOrEqual(height);
    expect(box.right).toBeLessThanOrEqual(width);
  }
}

for (const size of SIZES) {
  test.describe(`the hero at ${size.width} px`, () => {
    test.use(size.use);

    for (const language of LANGUAGES) {
      const copy = hero(language);

      test(`${language}: the title is whole from its first frame and never loses a letter while it types`, async ({
        page,
      }) => {
        await sampleTitle(page);
        await page.goto(`/?lang=${language}`, { waitUntil: 'load' });
        await expect(page.locator('header[data-interactive]')).toBeAttached();
        await page.waitForTimeout(3000);
        const samples = await samplesOf(page);
        expect(samples.length).toBeGreaterThan(20);
        const [firstSample] = samples;
        // The whole title from the first frame, every frame after, and no letter hidden on any of them.
        expect(firstSample?.text).toBe(copy.title);
        for (const sample of samples) {
          expect(sample.text.length, `at ${Math.round(sample.at)} ms`).toBe(copy.title.length);
          expect(sample.unseen, `at ${Math.round(sample.at)} ms`).toBe(0);
          // Hydration kept the characters the page was painted with: the typing went on, not over.
          expect(sample.sameFirst, `at ${Math.round(sample.at)} ms`).toBe(true);
        }
        // It was typing from the first frame, with no script, and it has finished.
        expect(firstSample?.typing).toBeGreaterThan(0);
        expect(samples.at(-1)?.typing).toBe(0);
        // Screen readers get the title in one piece.
        await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(copy.title);
      });

      test(`${language}: the figures and the compliance marks show under the buttons, above the fold`, async ({
        page,
      }) => {
        await page.goto(`/?lang=${language}`);
        const section = page.locator('#hero');
        for (const { value, label } of Object.values(copy.proof)) {
          await expect(section.locator('[data-hero-proof] dd', { hasText: value })).toBeVisible();
          await expect(section.locator('[data-hero-proof] dt', { hasText: label })).toBeVisible();
        }
        const { label, gdpr, aiAct, hosting } = copy.compliance;
        await expect(section.getByRole('list', { name: label }).getByRole('listitem')).toHaveText([
          gdpr,
          aiAct,
          hosting,
        ]);
        await expectAboveTheFold(page, '#hero [data-hero-proof] dl > div', 3);
        await expectAboveTheFold(page, '#hero [data-hero-proof] li', 3);
        await expectAboveTheFold(page, '#hero a[href="/demo"]', 1);
        // The example call is marked as one.
        await expect(section.locator('figure[data-hero-call] figcaption')).toBeVisible();
        // Nothing sticks out sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }

    test('Simulate ROI lands with the calculator right below the top bar', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('header[data-interactive]')).toBeAttached();
      await page.locator('#hero').getByRole('button', { name: 'Simulate ROI' }).click();
      const calculator = page.locator('#roi [data-landing]');
      await expect
        .poll(async () => {
          const top = await calculator.evaluate((element) => element.getBoundingClientRect().top);
          return top - (await barBottom(page));
        })
        .toBeGreaterThanOrEqual(0);
      // Once there, it stays there: the calculator's top in view, just under the bar.
      await page.waitForTimeout(1500);
      const gap =
        (await calculator.evaluate((element) => element.getBoundingClientRect().top)) - (await barBottom(page));
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(32);
      await expect(page.locator('alex-roi-calculator')).toBeInViewport();
      await expect(page.locator('#roi')).toBeFocused();
    });

    test('Simulate ROI lands on the calculator while its code is still on the way', async ({ page }) => {
      // The calculator's module is held back: the landing happens on its prerendered view.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/element-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/?lang=fr');
      await expect(page.locator('header[data-interactive]')).toBeAttached();
      await page.locator('#hero').getByRole('button', { name: 'Simuler le ROI' }).click();
      await page.waitForTimeout(2000);
      await expect(page.locator('alex-roi-calculator')).not.toHaveAttribute('data-alex-ready');
      const gap =
        (await page.locator('#roi [data-landing]').evaluate((element) => element.getBoundingClientRect().top)) -
        (await barBottom(page));
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(32);
      release();
      await expect(page.locator('alex-roi-calculator')).toHaveAttribute('data-alex-ready', '');
    });
  });
}

test.describe('the top bar at 390 px', () => {
  test.use(SIZES[1].use);

  for (const language of LANGUAGES) {
    test(`${language}: the call to action stands next to the menu button and opens the demo`, async ({ page }) => {
      await page.goto(`/?lang=${language}`);
      await expect(page.locator('header[data-interactive]')).toBeAttached();
      const bar = page.getByRole('banner');
      const cta = bar.getByRole('link', { name: tryAlexInBar(language), exact: true });
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute('href', '/demo');
      const box = await cta.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      expect(box?.height).toBeGreaterThanOrEqual(24);
      await cta.click();
      await expect(page).toHaveURL(/\/demo(\?lang=\w+)?$/);
      // On the demo's own pages it gives way.
      await expect(bar.getByRole('link', { name: tryAlexInBar(language), exact: true })).toHaveCount(0);
    });
  }
});

test('under reduced motion the title is simply there, in its full ink from the first frame', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await sampleTitle(page);
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForTimeout(500);
  const samples = await samplesOf(page);
  expect(samples.length).toBeGreaterThan(0);
  for (const sample of samples) {
    expect(sample.text).toBe(hero('en').title);
    expect(sample.typing).toBe(0);
    expect(sample.unseen).toBe(0);
  }
});
