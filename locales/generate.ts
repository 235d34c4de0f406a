/**
 * The registry of translation namespaces is the folder of each language: a namespace is a file
 * `locales/<language>/<namespace>.json`, the same names in every language. This writes what is read from it:
 * locales/english.ts (every namespace and its keys, as types: what the widgets and the site name) and
 * locales/index.ts (every namespace of every language, for the server's e-mails and the tests, which cannot list a
 * folder through a bundler). `npm run locales` rewrites both; a unit test fails while they are stale.
 */
import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../shared/languages';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The generated files, relative to locales/. */
export const GENERATED = { english: 'english.ts', index: 'index.ts' } as const;

const NOTE =
  ' * Generated from the files of locales/<language>/ by locales/generate.ts (`npm run locales`): do not edit.';

/** Every namespace, from English's folder; every other language must have the same files. */
export function namespacesOnDisk(): string[] {
  const names = (language: string) =>
    readdirSync(path.join(here, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort();
  const english = names('en');
  for (const language of LANGUAGES) {
    if (names(language).join() !== english.join()) {
      throw new Error(`locales/${language}/ has not the same namespaces as locales/en/: ${names(language).join(', ')}`);
    }
  }
  return english;
}

/** `demo-errors` -> `demoErrors`; with a language, `frDemoErrors`. */
const identifier = (namespace: string, language = '') =>
  `${language}-${namespace}`.replace(/^-/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const key = (namespace: string) => (/^[a-z]+$/.test(namespace) ? namespace : `'${namespace}'`);

export function englishTypes(namespaces: readonly string[]): string {
  return [
    '/**',
    ' * The English resources as types: every namespace and its keys. English is the source of truth (locales.test.ts',
    ' * holds French and Spanish to it); the widgets and the site name their namespaces with these names.',
    NOTE,
    ' */',
    ...namespaces.map((namespace) => `import type ${identifier(namespace)} from './en/${namespace}.json';`),
    '',
    'export interface EnglishResources {',
    ...namespaces.map((namespace) => `  ${key(namespace)}: typeof ${identifier(namespace)};`),
    '}',
    '',
    '/** A namespace of the translations: one file per language in locales/<language>/. */',
    'export type TranslationNamespace = keyof EnglishResources;',
    '',
  ].join('\n');
}

export function resourcesModule(namespaces: readonly string[]): string {
  return [
    '/**',
    " * Every namespace of every language, for code that needs all of them (the server's e-mails, tests).",
    NOTE,
    ' */',
    // In the order the formatter sorts them: by path, `./english` after `./en/`.
    ...[...LANGUAGES]
      .sort()
      .flatMap((language) => [
        ...namespaces.map(
          (namespace) => `import ${identifier(namespace, language)} from './${language}/${namespace}.json';`,
        ),
        ...(language === 'en' ? ["import type { TranslationNamespace } from './english';"] : []),
      ]),
    '',
    'export const NAMESPACES = [',
    ...namespaces.map((namespace) => `  '${namespace}',`),
    '] as const satisfies readonly TranslationNamespace[];',
    'type Namespace = (typeof NAMESPACES)[number];',
    '',
    '/** English is the source of truth; the other languages are checked against it by locales.test.ts. */',
    'export type Resources = Record<Namespace, object>;',
    '',
    `export const resources: Record<${LANGUAGES.map((language) => `'${language}'`).join(' | ')}, Resources> = {`,
    ...LANGUAGES.flatMap((language) => [
      `  ${language}: {`,
      ...namespaces.map((namespace) => `    ${key(namespace)}: ${identifier(namespace, language)},`),
      '  },',
    ]),
    '};',
    '',
  ].join('\n');
}

/** Each generated file (relative to locales/) with the text it should hold. */
export function generatedFiles(): Record<string, string> {
  const namespaces = namespacesOnDisk();
  return { [GENERATED.english]: englishTypes(namespaces), [GENERATED.index]: resourcesModule(namespaces) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, text] of Object.entries(generatedFiles())) {
    await writeFile(path.join(here, file), text);
    console.log('wrote', `locales/${file}`);
  }
}
