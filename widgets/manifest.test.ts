/**
 * custom-elements.json and the declarations partners build on must say what the elements really do: the
 * generated files are current, and the manifest matches the events, attributes and custom properties in the
 * code. The type-level checks at the end run with `npm run typecheck`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DetailedHTMLProps, HTMLAttributes, JSX } from 'react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { safeParse } from 'zod/mini';
import { brandColors, darkTheme } from '../shared/theme';
import type { AudioPlayerAttributes } from './audio-player/AudioPlayer';
import { WIDGETS } from './catalogue';
import type { DemoWizardAttributes } from './demo-wizard/DemoWizard';
import { ALEX_EVENT_TABLE, DETAIL_TYPES } from './event-schemas';
import {
  ALEX_EVENTS,
  type AlexEventMap,
  type AlexEventName,
  CURRENT_EVENTS,
  dispatchAlexEvent,
  FORMER_NAMES,
} from './events';
import type { LiveCallsAttributes } from './live-calls/LiveCalls';
import {
  type AttributeDoc,
  attributesOf,
  COMMON_ATTRIBUTE_DOCS,
  CSS_PROPERTIES,
  ELEMENTS,
  EVENTS,
  eventsOf,
  partsOf,
  typeText,
} from './manifest';
import { type customElementsManifest, GENERATED, generatedFiles } from './manifest-build';
import type { RoiCalculatorAttributes } from './roi-calculator/RoiCalculator';
import { type AttributeTable, COMMON_ATTRIBUTES } from './runtime/attributes';
import type { WidgetDefinition } from './runtime/define';
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

/** Every source file of a widget's folder. */
const widgetSources = (name: string) =>
  readdirSync(path.join(root, 'widgets', name), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => read(path.join('widgets', name, file)));

/**
 * The `alex-*` events a widget's code dispatches, and the former names dispatchAlexEvent adds to them. Read from
 * the source (every dispatch names its event literally): what a widget dispatches only shows at run time, in a
 * browser, deep in its flows.
 */
const dispatchedBy = (name: string) =>
  new Set(
    widgetSources(name).flatMap((source) =>
      [...source.matchAll(/(?:\bemit|dispatchAlexEvent)\(\s*(?:[\w.]+,\s*)?'(alex-[a-z-]+)'/g)].flatMap((match) => {
        const event = match[1] as AlexEventName;
        const former = FORMER_NAMES[event];
        return former ? [event, former] : [event];
      }),
    ),
  );

// Each element.ts hands its definition to defineWidget when imported: recorded here instead of registered.
const defined = vi.hoisted(() => [] as { tag: string; attributes: AttributeTable }[]);
vi.mock(import('./runtime/define'), async (original) => ({
  ...(await original()),
  defineWidget: <T extends AttributeTable, S>(definition: WidgetDefinition<T, S>) => void defined.push(definition),
}));
const definitionOf = async (entry: string) => {
  await import(/* @vite-ignore */ path.join(root, entry));
  const widget = WIDGETS.find((w) => w.entry === entry);
  const definition = defined.find((d) => d.tag === widget?.tag);
  if (!definition) throw new Error(`${entry} defines no <${widget?.tag}>`);
  return definition;
};

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

  it('documents every event of the table, in its order, and the site forwards each of them', () => {
    expect(Object.keys(EVENTS)).toEqual(Object.keys(ALEX_EVENT_TABLE));
    expect(ALEX_EVENTS).toEqual(Object.keys(ALEX_EVENT_TABLE));
  });

  it('writes each detail type from its schema, naming the shared types', () => {
    expect(EVENTS['alex-roi-slider-change'].detail).toBe('{ slider: RoiSlider; value: number }');
    expect(EVENTS['alex-demo-wizard-job-parsing'].detail).toBe(
      "{ status: 'success' | 'error'; inputType: 'paste' | 'url'; errorType?: string }",
    );
    expect(typeText(DETAIL_TYPES.Language.schema, false)).toBe("'en' | 'fr' | 'es'");
  });

  it('accepts the payloads the README shows and refuses one that carries what a visitor typed', () => {
    const detail = ALEX_EVENT_TABLE['alex-roi-email-error'].detail;
    expect(safeParse(detail, { industry: 'retail', reason: 'invalid-email' }).success).toBe(true);
    expect(safeParse(detail, { industry: 'retail', reason: 'nobody@example.com' }).success).toBe(false);
    const step = ALEX_EVENT_TABLE['alex-demo-wizard-step-completed'].detail;
    expect(safeParse(step, { step: 2, name: 'persona', language: 'fr' }).success).toBe(true);
    expect(safeParse(step, { step: 5, name: 'success', language: 'fr' }).success).toBe(false);
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

  it('marks exactly the former names deprecated, each carrying the detail of the event that replaced it', () => {
    const deprecated = Object.entries(EVENTS)
      .filter(([, event]) => event.deprecated)
      .map(([name]) => name);
    expect(deprecated.sort()).toEqual(Object.values(FORMER_NAMES).sort());
    for (const [current, former] of Object.entries(FORMER_NAMES) as [AlexEventName, AlexEventName][]) {
      expect(EVENTS[former].detail).toBe(EVENTS[current].detail);
      expect(EVENTS[former].tag).toBe(EVENTS[current].tag);
      expect(EVENTS[former].deprecated).toContain(current);
    }
    expect(CURRENT_EVENTS).toEqual(ALEX_EVENTS.filter((name) => !deprecated.includes(name)));
  });

  it('dispatches an event, then under its former name with the same detail', () => {
    const host = Object.assign(new EventTarget(), { localName: 'alex-demo-wizard' }) as unknown as HTMLElement;
    const heard: [string, unknown][] = [];
    for (const name of ['alex-demo-wizard-lead-created', 'alex-demo-wizard-hubspot-lead-created']) {
      host.addEventListener(name, (event) => heard.push([event.type, (event as CustomEvent).detail]));
    }
    dispatchAlexEvent(host, 'alex-demo-wizard-lead-created', { stored: 'outbox' });
    expect(heard).toEqual([
      ['alex-demo-wizard-lead-created', { stored: 'outbox' }],
      ['alex-demo-wizard-hubspot-lead-created', { stored: 'outbox' }],
    ]);
  });

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

  /** The documented attributes as the table the code reads: name to parser, values and default. */
  const asTable = (docs: readonly AttributeDoc[]) =>
    Object.fromEntries(docs.map(({ name, description: _, accepts: _a, absent: _b, ...spec }) => [name, spec]));

  it('documents the common attributes the runtime observes, with their parsers and values', () => {
    expect(asTable(COMMON_ATTRIBUTE_DOCS)).toEqual(COMMON_ATTRIBUTES);
  });

  it.each(WIDGETS.map((widget) => [widget.tag, widget.entry]))(
    '<%s>: its own attributes are the ones its element.ts defines, with the same parser',
    async (tag, entry) => {
      const element = ELEMENTS.find((e) => e.tag === tag);
      expect((await definitionOf(entry)).attributes).toEqual(asTable(element?.attributes ?? []));
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

describe('CSS parts', () => {
  it('names parts from one small set, so a partner guesses them across widgets', () => {
    for (const element of ELEMENTS) {
      const names = partsOf(element).map((part) => part.name);
      expect(names).toEqual(expect.arrayContaining(['container', 'button', 'toast']));
      expect(new Set(names).size).toBe(names.length);
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
/** A view's props as one object type (they are the common attributes' and the widget's own). */
type Flat<T> = { [K in keyof T]: T[K] };

it('types each event detail as the widgets dispatch it, on elements, the document and the window', () => {
  expectTypeOf<AlexEventDetails>().toEqualTypeOf<AlexEventMap>();
  expectTypeOf<Pick<HTMLElementEventMap, AlexEventName>>().toEqualTypeOf<AlexWidgetEvents>();
  expectTypeOf<Pick<DocumentEventMap, AlexEventName>>().toEqualTypeOf<AlexWidgetEvents>();
  expectTypeOf<Pick<WindowEventMap, AlexEventName>>().toEqualTypeOf<AlexWidgetEvents>();
  expect(Object.keys(EVENTS).length).toBeGreaterThan(0);
});

it('types each element with the properties its view takes, for querySelector and JSX', () => {
  expectTypeOf<AlexRoiCalculatorElement>().toEqualTypeOf<HTMLElement & Flat<RoiCalculatorAttributes>>();
  expectTypeOf<AlexDemoWizardElement>().toEqualTypeOf<HTMLElement & Flat<DemoWizardAttributes>>();
  expectTypeOf<AlexLiveCallsElement>().toEqualTypeOf<HTMLElement & Flat<LiveCallsAttributes>>();
  expectTypeOf<AlexAudioPlayerElement>().toEqualTypeOf<HTMLElement & Flat<AudioPlayerAttributes>>();

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
