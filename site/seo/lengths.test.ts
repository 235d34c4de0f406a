/** Every page's title and description fit what search engines show, in every language (posts included). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePostFiles } from '../../shared/blog-markdown';
import { i18nFor } from '../../shared/i18n';
import { LANGUAGES } from '../../shared/languages';
import { loadSiteLanguage } from '../i18n';
import { postMeta, postTitle } from '../pages/blog/meta';
import { DESCRIPTION_MAX, fitText, TITLE_MAX } from './meta';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const length = (text: string) => [...text].length;

const seoCopy = (language: string) =>
  JSON.parse(readFileSync(path.join(root, 'locales', language, 'seo.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;

const shippedPosts = parsePostFiles(
  LANGUAGES.flatMap((language) =>
    readdirSync(path.join(root, 'server/blog/posts', language))
      .filter((name) => name.endsWith('.md'))
      .map((name) => ({
        language,
        id: name.slice(0, -'.md'.length),
        source: readFileSync(path.join(root, 'server/blog/posts', language, name), 'utf8'),
      })),
  ),
);

describe('titles and descriptions', () => {
  const entries = LANGUAGES.flatMap((language) =>
    Object.entries(seoCopy(language)).flatMap(([key, fields]) =>
      Object.entries(fields).map(([field, text]) => [language, `${key}.${field}`, text] as const),
    ),
  );

  it.each(entries.filter(([, key]) => /\.(title|ogTitle|missingTitle)$/.test(key)))(
    '%s %s fits in 60 characters',
    (_language, _key, text) => {
      expect(length(text)).toBeLessThanOrEqual(TITLE_MAX);
    },
  );

  it.each(entries.filter(([, key]) => /\.(description|ogDescription)$/.test(key)))(
    '%s %s fits in 160 characters',
    (_language, _key, text) => {
      expect(length(text)).toBeLessThanOrEqual(DESCRIPTION_MAX);
    },
  );

  it.each(shippedPosts.map((post) => [post.language, post.id, post] as const))(
    'the %s post %s has a page title and a description that fit, in every interface language',
    async (_language, _id, post) => {
      for (const language of LANGUAGES) {
        await loadSiteLanguage(language);
        const meta = postMeta(post, i18nFor(language, 'seo'));
        expect(length(meta.title ?? '')).toBeLessThanOrEqual(TITLE_MAX);
        expect(length(meta.description ?? '')).toBeLessThanOrEqual(DESCRIPTION_MAX);
        expect(meta.title?.length).toBeGreaterThan(TITLE_MAX / 2);
      }
    },
  );
});

describe('a post title cut to fit', () => {
  it('keeps the blog name when the whole title fits with it', async () => {
    await loadSiteLanguage('en');
    expect(postTitle('Short title', i18nFor('en', 'seo'))).toBe('Short title | Alex blog');
  });

  it('keeps the lead before a colon when it says enough, with the blog name when that fits', async () => {
    await loadSiteLanguage('en');
    const t = i18nFor('en', 'seo');
    expect(postTitle('GDPR and the EU AI Act for voice-AI screening: a practical checklist', t)).toBe(
      'GDPR and the EU AI Act for voice-AI screening | Alex blog',
    );
    expect(postTitle('High-volume hiring: why speed-to-contact decides who you actually hire', t)).toBe(
      'High-volume hiring: why speed-to-contact decides who you…',
    );
  });

  it('cuts at a word and says so, never in a word', () => {
    expect(fitText('one two three four', 12)).toBe('one two…');
    expect(fitText('fits as it is', 13)).toBe('fits as it is');
    expect(fitText('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghi…');
  });
});
