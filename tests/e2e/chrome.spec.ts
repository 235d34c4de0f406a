/**
 * The site's chrome: the top bar (transparent then solid, every link, the mobile menu), the language selector and
 * location detection, the footer (links, compliance badges and their fallbacks) and the not-found page.
 */
import { expect, type Page, test } from '@playwright/test';
import { CAREERS_LINK } from '../../shared/links';
import { BOOKING_FIXTURE, COMPANY_FIXTURE } from '../fixtures/company';

type DataLayerEntry = { event: string } & Record<string, unknown>;

const tracked = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).map((entry) => ({ ...entry })),
  );

const languageCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'alex_lang')?.value;

const topBar = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => topBar(page).getByRole('navigation', { name: 'Main' });

/** Opens a page and waits until it is hydrated (the prerendered HTML looks the same before, but does not react). */
async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(topBar(page)).toHaveAttribute('data-interactive', 'true');
  return response;
}

/** Outbound pages open in new tabs; answer them here so no test depends on the internet. */
async function stubOutboundSites(page: Page) {
  await page
    .context()
    .route(
      /^https:\/\/(cal\.com|cal\.example|jobs\.alex-recruiter\.com|www\.linkedin\.com|www\.youtube\.com)\//,
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>outside</title>' }),
    );
}

/** Every test starts as a first visit in English from an unknown place, unless it says otherwise. */
async function geoAnswers(page: Page, answer: Record<string, unknown>) {
  await page.route('**/api/geo', (route) => route.fulfill({ json: answer }));
}

test.beforeEach(async ({ page }) => {
  await geoAnswers(page, { country: null, language: 'en', source: 'none' });
});

test.describe('top bar', () => {
  test('is transparent at the top of the page and solid white once scrolled past 50 px', async ({ page }) => {
    await visit(page, '/faq');
    const bar = topBar(page);
    await expect(bar).toHaveAttribute('data-solid', 'false');
    await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
    await expect(bar).toHaveAttribute('data-solid', 'false');

    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect(bar).toHaveAttribute('data-solid', 'true');
    await expect(bar).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(bar).toHaveAttribute('data-solid', 'false');
  });

  test('page links go to their pages, mark the current one and are tracked', async ({ page }) => {
    await visit(page, '/');
    const nav = mainNav(page);
    for (const [name, path, target] of [
      ['Use cases', '/use-cases', 'use-cases'],
      ['Blog', '/blog', 'blog'],
      ['FAQ', '/faq', 'faq'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      expect(await tracked(page)).toContainEqual(
        expect.objectContaining({ event: 'navigation_clicked', target, location: 'topbar' }),
      );
    }
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
  });

  test('Meet Alex from another page lands on the home page at the alex section', async ({ page }) => {
    await visit(page, '/faq');
    await mainNav(page).getByRole('link', { name: 'Meet Alex' }).click();
    await expect(page).toHaveURL(/\/#alex$/);
    await expect(page.locator('#alex')).toBeInViewport();
  });

  test('ROI on the home page scrolls to the roi section, and the logo goes back to the top', async ({ page }) => {
    await visit(page, '/');
    await mainNav(page).getByRole('link', { name: 'ROI' }).click();
    await expect(page).toHaveURL(/\/#roi$/);
    await expect(page.locator('#roi')).toBeInViewport();
    expect(await tracked(page)).toContainEqual(
      expect.objectContaining({ event: 'navigation_clicked', target: 'roi', location: 'topbar' }),
    );

    await topBar(page).getByRole('link', { name: 'Alex home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Join us and Talk to sales open the careers and booking pages in new tabs', async ({ page }) => {
    await stubOutboundSites(page);
    await visit(page, '/faq');
    const joinUs = mainNav(page).getByRole('link', { name: /Join us/ });
    await expect(joinUs).toHaveAttribute('href', CAREERS_LINK);
    await expect(joinUs).toHaveAttribute('target', '_blank');
    await expect(joinUs).toHaveAttribute('rel', /noopener/);
    const [careers] = await Promise.all([page.waitForEvent('popup'), joinUs.click()]);
    expect(careers.url()).toBe(CAREERS_LINK);
    await careers.close();

    const sales = topBar(page).getByRole('link', { name: /Talk to sales/ });
    await expect(sales).toHaveAttribute('href', BOOKING_FIXTURE.en);
    const [booking] = await Promise.all([page.waitForEvent('popup'), sales.click()]);
    expect(booking.url()).toBe(BOOKING_FIXTURE.en);
    await booking.close();

    const events = (await tracked(page)).map((entry) => entry.event);
    expect(events).toContain('join_us_clicked');
    expect(events).toContain('topbar_sales_clicked');

    // The French booking page for French visitors.
    await visit(page, '/faq?lang=fr');
    await expect(topBar(page).getByRole('link', { name: /Parler à un commercial/ })).toHaveAttribute(
      'href',
      BOOKING_FIXTURE.fr,
    );
  });
});

test.describe('mobile menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('opens and closes, Escape gives focus back to its button, any navigation closes it @mobile', async ({
    page,
  }) => {
    await visit(page, '/');
    const toggle = topBar(page).getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menuId = await toggle.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    const menu = page.locator(`[id="${menuId}"]`);
    await expect(menu).toBeHidden();

    await toggle.click();
    const close = topBar(page).getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(menu.getByRole('combobox', { name: 'Language' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // A page link closes it.
    await toggle.click();
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A section link too, from another page.
    await toggle.click();
    await menu.getByRole('link', { name: 'Meet Alex' }).click();
    await expect(page).toHaveURL(/\/#alex$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('#alex')).toBeInViewport();

    // The bar is solid while the menu is open, even at the top of the page.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await toggle.click();
    await expect(topBar(page)).toHaveAttribute('data-solid', 'true');
    await close.click();
    await expect(menu).toBeHidden();
  });

  test('the menu has no horizontal overflow and comfortable targets @mobile', async ({ page }) => {
    await visit(page, '/?lang=es');
    await topBar(page).getByRole('button', { name: 'Abrir el menú' }).click();
    const links = topBar(page).locator('nav a:visible');
    for (const box of await links.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.right).toBeLessThanOrEqual(390);
    }
  });
});

test.describe('language', () => {
  test('choosing a language sets ?lang=, the alex_lang cookie and the stored choice', async ({ page }) => {
    await visit(page, '/faq#top');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page).toHaveURL(/\/faq\?lang=fr#top$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(await languageCookie(page)).toBe('fr');
    expect(await page.evaluate(() => localStorage.getItem('alex.language'))).toBe('fr');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'alex_lang');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

    // The next visit without ?lang= opens in French.
    await visit(page, '/use-cases');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });

  test('a visitor located in France sees the detected country, in the language the page was served in, for a day', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    let lookups = 0;
    await page.route('**/api/geo', async (route) => {
      lookups += 1;
      await answered;
      await route.fulfill({ json: { country: 'FR', language: 'fr', source: 'lookup' } });
    });
    await visit(page, '/faq');
    // The bar's own selector (the menu holds the other one, for small screens).
    const status = topBar(page).locator(':scope > div').first().getByTestId('language-status');
    await expect(status).toHaveText('Detecting your country…');
    release();

    await expect(status).toHaveText('Detected: France');
    // The location no longer changes the language: the browser's (English) chose the page, and it stays.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(await languageCookie(page)).toBeUndefined();
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('alex.geo') ?? 'null'));
    expect(cached).toMatchObject({ data: { country: 'FR' }, language: 'en' });
    expect(typeof cached.timestamp).toBe('number');

    // The cache answers the next page: no second lookup.
    await visit(page, '/use-cases');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(status).toHaveText('Detected: France');
    expect(lookups).toBe(1);
  });

  test('a stored choice wins over the location, and ?lang= wins over both', async ({ page }) => {
    await geoAnswers(page, { country: 'FR', language: 'fr', source: 'header' });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('alex.language', 'es');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await visit(page, '/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');

    await visit(page, '/faq?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  test('a Spanish browser gets the page in Spanish from the gateway, and a failed lookup shows no error', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'es-MX' });
    const page = await context.newPage();
    await page.route('**/api/geo', (route) => route.fulfill({ status: 503, body: 'down' }));
    const response = await visit(page, '/faq');
    expect(response?.headers()['content-language']).toBe('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    await expect(page.getByTestId('language-status').first()).toHaveText('');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await context.close();
  });
});

test.describe('footer', () => {
  test('links to the pages, the company and its social pages, and tracks the clicks', async ({ page }) => {
    await stubOutboundSites(page);
    await visit(page, '/faq');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', CAREERS_LINK);
    await expect(footer.getByRole('link', { name: /Talk to the founders/ })).toHaveAttribute(
      'href',
      BOOKING_FIXTURE.en,
    );
    await expect(footer.getByRole('link', { name: /Our team/ })).toHaveAttribute('target', '_blank');
    const linkedin = footer.getByRole('link', { name: /Alex on LinkedIn/ });
    await expect(linkedin).toHaveAttribute('href', /linkedin\.com\/company\//);
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /Alex on YouTube/ })).toHaveAttribute('href', /youtube\.com\//);
    // The holder is the company the gateway is configured with.
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${COMPANY_FIXTURE.facts.legalName}`);

    await footer.getByRole('link', { name: 'Use cases' }).click();
    await expect(page).toHaveURL(/\/use-cases$/);
    expect(await tracked(page)).toContainEqual(
      expect.objectContaining({ event: 'footer_link_clicked', target: 'use-cases' }),
    );
  });

  for (const [broken, stage] of [
    [/\/badges\/(gdpr|eu-ai-act|eu-hosting)\.svg$/, 'alternate'],
    [/\/badges\/[\w-]+\.svg$/, 'emoji'],
  ] as const) {
    test(`a compliance badge whose image fails shows its ${stage}`, async ({ page }) => {
      await page.route(broken, (route) => route.fulfill({ status: 404, body: '' }));
      await visit(page, '/nope');
      const badges = page.locator('footer [data-badge]');
      await expect(badges).toHaveCount(3);
      await badges.last().scrollIntoViewIfNeeded();
      for (const badge of await badges.all()) {
        await expect(badge).toHaveAttribute('data-stage', stage);
      }
      await expect(page.locator('footer')).toContainText('Built for the GDPR');
      if (stage === 'alternate') {
        await expect(page.locator('footer [data-badge="gdpr"] img')).toHaveJSProperty('naturalWidth', 48);
      } else {
        await expect(page.locator('footer [data-badge] img')).toHaveCount(0);
      }
    });
  }

  test('the badges load their own images when nothing fails', async ({ page }) => {
    await visit(page, '/nope');
    const images = page.locator('footer [data-badge] img');
    await images.last().scrollIntoViewIfNeeded();
    for (const image of await images.all()) {
      await expect(image).toHaveJSProperty('naturalWidth', 48);
      await expect(image).toHaveAttribute('width', '40');
      await expect(image).toHaveAttribute('height', '40');
    }
    await expect(page.locator('footer [data-stage="image"]')).toHaveCount(3);
  });
});

test.describe('not-found page', () => {
  test('answers 404 with the large code, the title and ways back @mobile', async ({ page }) => {
    const response = await visit(page, '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);

    await visit(page, '/nope?lang=es');
    await expect(page.getByRole('heading', { level: 1, name: '¡Vaya! Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('¡Vaya! Página no encontrada');
  });
});
