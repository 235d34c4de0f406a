/** Copy that must not contradict what the pages show (issue "Honest copy"): catalogue counts, the example, the sample calls. */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/languages';
import { resources } from './index';

const text = (node: unknown): string =>
  typeof node === 'string' ? node : node && typeof node === 'object' ? Object.values(node).map(text).join('\n') : '';

describe.each(LANGUAGES)('%s copy', (language) => {
  const ns = resources[language] as Record<string, Record<string, unknown>>;
  const get = (namespace: string, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], ns[namespace]);

  it('quotes no ATS or integration count the catalogue does not hold (seo.json aside)', () => {
    for (const namespace of ['integrations', 'faq', 'home', 'use-cases']) {
      expect(text(ns[namespace]), namespace).not.toMatch(/50\+|45\+|(plus de|más de) (50|45)\b/);
    }
  });

  it('counts the catalogue in the integrations page, its FAQ and the home teaser, and names the custom connector', () => {
    for (const key of ['page.description', 'faq.items.coverage.answer', 'teaser.subtitle']) {
      const copy = String(get('integrations', key));
      expect(copy, key).toContain('{{ats}}');
      expect(copy, key).toContain('{{live}}');
      expect(copy, key).toMatch(/custom connector|connecteur sur mesure|conector a medida/);
    }
    expect(String(get('integrations', 'faq.items.coverage.answer'))).toContain('{{total}}');
  });

  it('never says Alex is on the phone right now above sample cards', () => {
    const heading = `${get('home', 'liveCalls.title')} ${get('home', 'liveCalls.text')} ${get('live-calls', 'title')}`;
    expect(heading).not.toMatch(/right now|en ce moment|ahora mismo|live|en direct|en directo/i);
  });
});

describe('French typography in the changed copy', () => {
  it.each([
    ['integrations', 'page.description'],
    ['integrations', 'faq.items.coverage.answer'],
    ['integrations', 'teaser.subtitle'],
    ['demo-landing', 'listen.text_one'],
    ['demo-landing', 'listen.text_other'],
  ])('%s %s has a no-break space before : ; ! ?', (namespace, key) => {
    const copy = String(
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources.fr[namespace as 'faq']),
    );
    expect(copy).not.toMatch(/ [:;!?]/);
  });
});
