/**
 * custom-elements.json and the declarations partners build on must say what the elements really do: the
 * generated files are current, and the manifest matches the events, attributes and custom properties in the
 * code. The type-level checks at the end run with `npm run typecheck`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DetailedHTMLProps, HTMLAttributes, JSX } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { brandColors, darkTheme } from '../shared/theme';
import type { AudioPlayerAttributes } from './audio-player/AudioPlayer';
import { WIDGETS } from './catalogue';
import type { DemoWizardAttributes } from './demo-wizard/DemoWizard';
import type { AlexEventMap, AlexEventName } from './events';
import type { LiveCallsAttributes } from './live-calls/LiveCalls';
import { attributesOf, COMMON_ATTRIBUTES, CSS_PROPERTIES, ELEMENTS, EVENTS, eventsOf, propertyName } from './manifest';
import { type customElementsManifest, GENERATED, generatedFiles } from './manifest-build';
import type { RoiCalculatorAttributes } from './roi-calculator/RoiCalculator';
import type {
  AlexAudioPlayerAttributes,
  AlexAudioPlayerElement,
  AlexDemoWizardAttributes,
  AlexDemoWizardElement,
  AlexEventDetails,
  AlexLiveCallsAttributes,
  AlexLiveCallsElement,
  AlexRoiCalculatorAttributes,
  AlexRoiCalculatorElement,
  AlexWidgetEvents,
} from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The quoted keys of one interface in a source file. */
function interfaceKeys(source: string, name: string): string[] {
  const start = source.indexOf(`interface ${name} {`);
  if (start < 0) throw new Error(`no interface ${name}`);
  let depth = 0;
  let end = start;
  for (let i = source.indexOf('{', start); i < source.length; i++) {
    if (source[i] === '{') depth++;
    if (source[i] === '}' && --depth === 0) {
      end = i;
      break;
    }
  }
  return [...source.slice(start, end).matchAll(/^\s+'(alex-[a-z-]+)':/gm)].map((match) => match[1] as string);
}

/** Every source file of a widget's folder. */
const widgetSources = (name: string) =>
  readdirSync(path.join(root, 'widgets', name), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => read(path.join('widgets', name, file)));

/** The `alex-*` events a widget's code dispatches (every dispatch names its event literally). */
const dispatchedBy = (name: string) =>
  new Set(
    widgetSources(name).flatMap((source) =>
      [...source.matchAll(/(?:\bemit|dispatchAlexEvent)\(\s*(?:[\w.]+,\s*)?'(alex-[a-z-]+)'/g)].map(
        (match) => match[1] as string,
      ),
    ),
  );

/** `attributes: { homeUrl: 'string' }` in an element.ts, as property -> parser. */
function definedAttributes(entry: string): Record<string, string> {
  const match = /\battributes:\s*\{([^}]*)\}/.exec(read(entry));
  if (!match) return {};
  return Object.fromEntries(
    [...(match[1] as string).matchAll(/(\w+):\s*'(\w+)'/g)].map((m) => [m[1] as string, m[2] as string]),
  );
}

describe('generated files', () => {
  it.each(Object.entries(generatedFiles()))(
    '%s is what widgets/manifest-build.ts writes from the manifest',
    (file, text) => {
      // Run `node --import tsx widgets/manifest-build.ts` after changing widgets/manifest.ts.
      expect(read(file)).toBe(text);
    },
  );

  it('declares one module per widget of the catalogue, at its entry file', () => {
    const manifest = JSON.parse(read(GENERATED.manifest)) as ReturnType<typeof customElementsManifest>;
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(manifest.modules.map((module) => [module.path, module.declarations[0]?.tagName])).toEqual(
      WIDGETS.map((widget) => [widget.entry, widget.tag]),
    );
    for (const module of manifest.modules) {
      expect(module.exports).toEqual([
        {
          kind: 'custom-element-definition',
          name: module.declarations[0]?.tagName,
          declaration: { name: module.declarations[0]?.name, module: module.path },
        },
      ]);
    }
  });
});

describe('events', () => {
  const documented = Object.keys(EVENTS).sort();

  it('documents every key of AlexEventMap, and no other', () => {
    expect(interfaceKeys(read('widgets/events.ts'), 'AlexEventMap').sort()).toEqual(documented);
  });

  it.each(WIDGETS.map((widget) => [widget.tag, widget.name]))(
    '<%s> dispatches exactly the events the manifest gives it',
    (tag, name) => {
      expect([...dispatchedBy(name)].sort()).toEqual(
        eventsOf(tag)
          .map(([event]) => event)
          .sort(),
      );
    },
  );

  it('names every event after the alex- prefix, as partners filter them', () => {
    for (const name of documented) expect(name).toMatch(/^alex-[a-z]+(-[a-z]+)+$/);
  });
});

describe('package.json', () => {
  const pkg = JSON.parse(read('package.json')) as { exports?: Record<string, string>; customElements?: string };

  // Skipped only until package.json gains its exports (issue 6); from then on it keeps them in step.
  it.skipIf(!pkg.exports)('exports each widget module, the manifest and the declarations', () => {
    expect(pkg.customElements).toBe(GENERATED.manifest);
    expect(pkg.exports).toMatchObject({
      ...Object.fromEntries(WIDGETS.map((widget) => [`./${widget.name}`, `./${widget.entry}`])),
      './custom-elements.json': `./${GENERATED.manifest}`,
      './types': `./${GENERATED.types}`,
      './jsx': `./${GENERATED.jsx}`,
    });
  });
});

describe('elements and attributes', () => {
  it('describes each widget of the catalogue once', () => {
    expect(ELEMENTS.map((element) => element.tag).sort()).toEqual(WIDGETS.map((widget) => widget.tag).sort());
  });

  it('gives the common attributes exactly as the runtime observes them', () => {
    const props = /props:\s*\{([^}]*)\.\.\.definition\.attributes/.exec(read('widgets/runtime/define.tsx'));
    const common = Object.fromEntries(
      [...(props?.[1] ?? '').matchAll(/(\w+):\s*'(\w+)'/g)].map((m) => [m[1] as string, m[2] as string]),
    );
    expect(common).toEqual(
      Object.fromEntries(COMMON_ATTRIBUTES.map((a) => [propertyName(a.name), a.type ?? 'string'])),
    );
  });

  it.each(WIDGETS.map((widget) => [widget.tag, widget.entry]))(
    '<%s>: its own attributes are the ones its element.ts defines, with the same parser',
    (tag, entry) => {
      const element = ELEMENTS.find((e) => e.tag === tag);
      expect(
        Object.fromEntries((element?.attributes ?? []).map((a) => [propertyName(a.name), a.type ?? 'string'])),
      ).toEqual(definedAttributes(entry));
    },
  );

  it('writes attribute names in kebab-case, which is what r2wc observes', () => {
    for (const element of ELEMENTS) {
      for (const attribute of attributesOf(element)) {
        expect(attribute.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
        if (attribute.default !== undefined) expect(attribute.values).toContain(attribute.default);
      }
    }
  });
});

describe('CSS custom properties', () => {
  const documented = CSS_PROPERTIES.map((property) => property.name);

  it('documents each brand colour of the theme, with its default, and the font', () => {
    expect(documented).toEqual([
      ...Object.values(brandColors).map((value) => /--alex-[a-z-]+/.exec(value)?.[0]),
      '--alex-font-family',
    ]);
    expect(CSS_PROPERTIES.find((p) => p.name === '--alex-primary')?.default).toBe('#4338ca');
  });

  it('documents every custom property the widgets read or the dark theme sets', () => {
    const used = new Set<string>(Object.keys(darkTheme));
    const files = readdirSync(path.join(root, 'widgets'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && !file.startsWith('manifest'),
    );
    for (const file of [...files.map((f) => path.join('widgets', f)), 'shared/theme.ts']) {
      for (const match of read(file).matchAll(/var\((--alex-[a-z-]+)/g)) used.add(match[1] as string);
    }
    expect([...used].filter((name) => !documented.includes(name as `--alex-${string}`))).toEqual([]);
  });
});

// Type-level: `npm run typecheck` fails when the declarations partners use drift from the code.
type JsxProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

it('types each event detail as the widgets dispatch it, on elements, the document and the window', () => {
  expectTypeOf<AlexEventDetails>().toEqualTypeOf<AlexEventMap>();
  expectTypeOf<Pick<HTMLElementEventMap, AlexEventName>>().toEqualTypeOf<AlexWidgetEvents>();
  expectTypeOf<Pick<DocumentEventMap, AlexEventName>>().toEqualTypeOf<AlexWidgetEvents>();
  expectTypeOf<Pick<WindowEventMap, AlexEventName>>().toEqualTypeOf<AlexWidgetEvents>();
  expect(Object.keys(EVENTS).length).toBeGreaterThan(0);
});

it('types each element with the properties its view takes, for querySelector and JSX', () => {
  expectTypeOf<AlexRoiCalculatorElement>().toEqualTypeOf<HTMLElement & RoiCalculatorAttributes>();
  expectTypeOf<AlexDemoWizardElement>().toEqualTypeOf<HTMLElement & DemoWizardAttributes>();
  expectTypeOf<AlexLiveCallsElement>().toEqualTypeOf<HTMLElement & LiveCallsAttributes>();
  expectTypeOf<AlexAudioPlayerElement>().toEqualTypeOf<HTMLElement & AudioPlayerAttributes>();

  expectTypeOf<HTMLElementTagNameMap['alex-roi-calculator']>().toEqualTypeOf<AlexRoiCalculatorElement>();
  expectTypeOf<HTMLElementTagNameMap['alex-demo-wizard']>().toEqualTypeOf<AlexDemoWizardElement>();
  expectTypeOf<HTMLElementTagNameMap['alex-live-calls']>().toEqualTypeOf<AlexLiveCallsElement>();
  expectTypeOf<HTMLElementTagNameMap['alex-audio-player']>().toEqualTypeOf<AlexAudioPlayerElement>();

  expectTypeOf<JSX.IntrinsicElements['alex-roi-calculator']>().toEqualTypeOf<JsxProps<AlexRoiCalculatorAttributes>>();
  expectTypeOf<JSX.IntrinsicElements['alex-demo-wizard']>().toEqualTypeOf<JsxProps<AlexDemoWizardAttributes>>();
  expectTypeOf<JSX.IntrinsicElements['alex-live-calls']>().toEqualTypeOf<JsxProps<AlexLiveCallsAttributes>>();
  expectTypeOf<JSX.IntrinsicElements['alex-audio-player']>().toEqualTypeOf<JsxProps<AlexAudioPlayerAttributes>>();
  expect(ELEMENTS).toHaveLength(4);
});
