/**
 * custom-elements.json against the real elements in Chromium: each element observes exactly the attributes the
 * manifest lists (r2wc observes them in kebab-case), has their camelCase properties, and follows each of them;
 * it renders the parts the manifest lists, and a page's `::part()` rule reaches them.
 */
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { darkTheme } from '../../shared/theme';
import { E2E } from './env';

interface ManifestAttribute {
  name: string;
  fieldName: string;
  type: { text: string };
  default?: string;
}
interface ManifestDeclaration {
  tagName: string;
  customElement?: boolean;
  attributes: ManifestAttribute[];
  cssParts: { name: string }[];
}
interface Manifest {
  modules: { declarations: ManifestDeclaration[] }[];
}

const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')) as Manifest;
const ELEMENTS = manifest.modules.flatMap((module) => module.declarations).filter((d) => d.customElement);

/** The values a type allows when it is a union of string literals (`'light' | 'dark'`), else none. */
const literals = (text: string): string[] => {
  const members = text.split('|').map((member) => member.trim());
  return members.every((member) => /^'[^']*'$/.test(member)) ? members.map((member) => member.slice(1, -1)) : [];
};

/** Adds the element to the campaign landing page (embed.js loads its module) and waits until it has rendered. */
async function addElement(page: Page, tag: string, attributes: Record<string, string> = {}): Promise<Locator> {
  await page.goto('/sandbox/landing.html');
  await page.evaluate(
    ({ tag, attributes }) => {
      const element = document.createElement(tag);
      element.id = 'under-test';
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.body.append(element);
    },
    { tag, attributes },
  );
  const host = page.locator(`${tag}#under-test`);
  await expect(host).toHaveAttribute('data-alex-ready', '');
  return host;
}

const shadowText = (host: Locator) => host.evaluate((element) => element.shadowRoot?.textContent ?? '');

/** What the widget says it speaks: the lang of the wrapper the runtime renders in the shadow root. */
const shownLanguage = (host: Locator) =>
  host.evaluate((element) => element.shadowRoot?.querySelector('[lang]')?.getAttribute('lang') ?? null);

const hostStyle = (host: Locator) =>
  host.evaluate((element) => {
    const style = getComputedStyle(element);
    return { colorScheme: style.colorScheme, surface: style.getPropertyValue('--alex-surface').trim() };
  });

/** URL attributes set to a same-origin path; the probe sees where the element used it. */
/** The value of a form field inside the element's shadow root. */
const fieldValue = (host: Locator, selector: string) =>
  host.evaluate(
    (element, selector) => (element.shadowRoot?.querySelector(selector) as HTMLInputElement | null)?.value ?? null,
    selector,
  );

const inShadow = (host: Locator, selector: string, property: 'src' | 'href') =>
  host.evaluate(
    (element, { selector, property }) =>
      (element.shadowRoot?.querySelector(selector) as HTMLElement & Record<string, string>)?.[property] ?? null,
    { selector, property },
  );

/**
 * How each attribute shows that the element followed it, beyond its property taking the value. An attribute
 * without an entry here is still checked through its property.
 */
const FOLLOWED: Record<string, { value: string; check: (host: Locator, value: string) => Promise<void> }> = {
  'home-url': {
    value: 'https://partner.example/home',
    check: async (host, value) => expect.poll(() => inShadow(host, `a[href="${value}"]`, 'href')).toBe(value),
  },
  src: {
    value: '/widgets/voices/en-balanced.mp3',
    check: async (host, value) => expect.poll(() => inShadow(host, 'audio', 'src')).toMatch(new RegExp(`${value}$`)),
  },
  captions: {
    value: '/widgets/voices/captions-under-test.vtt',
    check: async (host, value) => expect.poll(() => inShadow(host, 'track', 'src')).toMatch(new RegExp(`${value}$`)),
  },
  label: {
    value: 'A recording under test',
    check: async (host, value) => expect.poll(() => shadowText(host)).toContain(value),
  },
  // Prefill (README, "Prefill"): the field starts with the value. job-text shows only without job-url (prefill.spec.ts).
  'job-url': {
    value: 'https://jobs.partner.example/posts/42',
    check: async (host, value) => expect.poll(() => fieldValue(host, 'input[type="url"]')).toBe(value),
  },
  email: {
    value: 'hr@partner.example',
    check: async (host, value) => expect.poll(() => fieldValue(host, 'input[type="email"]')).toBe(value),
  },
  industry: {
    value: 'logistics',
    check: async (host, value) => expect.poll(() => fieldValue(host, 'select')).toBe(value),
  },
};

for (const element of ELEMENTS) {
  const tag = element.tagName;
  const names = element.attributes.map((attribute) => attribute.name);

  test.describe(`<${tag}> accepts what custom-elements.json says`, () => {
    test('observes exactly its attributes, each with its camelCase property', async ({ page }) => {
      const host = await addElement(page, tag);
      const observed = await page.evaluate(
        (tag) => [
          ...((customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes ?? []),
        ],
        tag,
      );
      expect(observed.sort()).toEqual([...names].sort());
      expect(names).toEqual(expect.arrayContaining(['lang', 'api-base', 'theme']));
      const missing = await host.evaluate(
        (node, fields) => fields.filter((field) => !(field in node)),
        element.attributes.map((attribute) => attribute.fieldName),
      );
      expect(missing).toEqual([]);
    });

    test('renders the parts it lists, which the page can style with ::part()', async ({ page }) => {
      const host = await addElement(page, tag, { lang: 'en' });
      const rendered = () =>
        host.evaluate((node) => [
          ...new Set([...(node.shadowRoot?.querySelectorAll('[part]') ?? [])].map((e) => e.getAttribute('part'))),
        ]);
      // A toast is there only while it shows.
      const listed = element.cssParts.map((part) => part.name).filter((name) => name !== 'toast');
      await expect.poll(async () => (await rendered()).sort()).toEqual([...listed].sort());
      // A constructable sheet, as the sandbox's CSP allows no inline <style>.
      await page.evaluate((tag) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(`${tag}::part(container) { outline: 3px solid rgb(1, 2, 3); }`);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, tag);
      const outline = await host.evaluate(
        (node) => getComputedStyle(node.shadowRoot?.querySelector('[part="container"]') as Element).outlineColor,
      );
      expect(outline).toBe('rgb(1, 2, 3)');
    });

    test('follows lang: its texts change language', async ({ page }) => {
      const host = await addElement(page, tag, { lang: 'en' });
      await expect.poll(() => shownLanguage(host)).toBe('en');
      const english = await shadowText(host);
      for (const lang of ['fr', 'es']) {
        await host.evaluate((node, lang) => node.setAttribute('lang', lang), lang);
        await expect.poll(() => shownLanguage(host)).toBe(lang);
        await expect.poll(() => shadowText(host)).not.toBe(english);
      }
      // `auto` follows the page (the landing page is in French).
      await host.evaluate((node) => node.setAttribute('lang', 'auto'));
      await expect.poll(() => shownLanguage(host)).toBe('fr');
    });

    test('follows theme: dark gives the custom properties their dark values', async ({ page }) => {
      const host = await addElement(page, tag);
      expect(await hostStyle(host)).toEqual({ colorScheme: 'normal', surface: '' });
      await host.evaluate((node) => node.setAttribute('theme', 'dark'));
      await expect.poll(() => hostStyle(host)).toEqual({ colorScheme: 'dark', surface: darkTheme['--alex-surface'] });
      await host.evaluate((node) => node.setAttribute('theme', 'light'));
      await expect.poll(() => hostStyle(host)).toEqual({ colorScheme: 'normal', surface: '' });
    });

    test('takes every attribute into its property, and shows it where it has a visible effect', async ({ page }) => {
      const host = await addElement(page, tag, { lang: 'en' });
      for (const attribute of element.attributes) {
        const allowed = literals(attribute.type.text);
        // A boolean attribute is on when present, as in HTML: an empty value is true.
        const flag = attribute.type.text === 'boolean';
        const value = flag
          ? ''
          : (FOLLOWED[attribute.name]?.value ??
            allowed.find((candidate) => `'${candidate}'` !== attribute.default) ??
            E2E.gateway);
        await host.evaluate((node, { name, value }) => node.setAttribute(name, value), { name: attribute.name, value });
        await expect
          .poll(() =>
            host.evaluate((node, field) => (node as unknown as Record<string, unknown>)[field], attribute.fieldName),
          )
          .toBe(flag ? true : value);
        await FOLLOWED[attribute.name]?.check(host, value);
      }
    });
  });
}
