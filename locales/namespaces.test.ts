/**
 * The namespaces are the files of locales/<language>/: the generated modules list exactly them, and on a page each
 * namespace of each language is registered by one module only (the site and the widgets share one i18next
 * instance, shared/i18n.ts: a second registration would be a second copy of the same words on the wire).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/languages';
import { generatedFiles, namespacesOnDisk } from './generate';
import { NAMESPACES } from './index';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** Namespaces only the server reads (e-mails): no page registers them. */
const SERVER_ONLY = ['email'];

describe('the generated modules', () => {
  it.each(Object.entries(generatedFiles()))('locales/%s is what locales/generate.ts writes', (file, text) => {
    // Run `npm run locales` after adding, renaming or removing a namespace.
    expect(readFileSync(path.join(here, file), 'utf8')).toBe(text);
  });

  it('list every namespace of every language', () => {
    expect([...NAMESPACES]).toEqual(namespacesOnDisk());
    expect(NAMESPACES).toContain('legal');
  });
});

/** Each module of the site and the widgets that imports a translation file (its words, not its type). */
function translationImports(): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const folder of ['widgets', 'site']) {
    const files = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file),
    );
    for (const file of files) {
      const source = readFileSync(path.join(root, folder, file), 'utf8');
      const pattern =
        /(?:\bimport\s+(?!type\b)[\w{}\s,*]+\s+from\s+|\bimport\(\s*)'[./]*locales\/([a-z]+)\/([a-z-]+)\.json'/g;
      for (const [, language, namespace] of source.matchAll(pattern)) {
        const key = `${language}/${namespace}`;
        imports.set(key, [...(imports.get(key) ?? []), `${folder}/${file}`]);
      }
    }
  }
  return imports;
}

describe('on a page', () => {
  const imports = translationImports();

  it.each(NAMESPACES.filter((namespace) => !SERVER_ONLY.includes(namespace)))(
    '%s is registered by one module per language',
    (namespace) => {
      for (const language of LANGUAGES) expect(imports.get(`${language}/${namespace}`)).toHaveLength(1);
    },
  );

  it.each(SERVER_ONLY)('%s is never loaded by a page', (namespace) => {
    for (const language of LANGUAGES) expect(imports.get(`${language}/${namespace}`)).toBeUndefined();
  });

  it('reads no translation file that is not a namespace', () => {
    const namespaces: readonly string[] = NAMESPACES;
    expect([...imports.keys()].filter((key) => !namespaces.includes(key.split('/')[1] ?? ''))).toEqual([]);
  });
});
