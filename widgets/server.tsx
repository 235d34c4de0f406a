/**
 * The widgets rendered ahead, on a server: an element's HTML with its first view inside a declarative shadow root
 * (`<template shadowrootmode="open">`) and the styles that view uses, in a given language. A browser shows it
 * from the first paint, with or without JavaScript; once the widget's code runs, the element takes that view over
 * (React hydrates it) instead of drawing it again. The site's prerenderer uses it, and so can a partner's server:
 *
 * ```ts
 * import { renderWidget } from 'alex-widgets/server';
 * const html = renderWidget('alex-demo-wizard', { 'home-url': '/' }, { language: 'fr', origin: 'https://alex.example' });
 * ```
 *
 * Nothing here touches `window` or `document`: it runs in Node.
 */
import { extract, twind, virtual } from '@twind/core';
import { renderToString } from 'react-dom/server';
import { isLanguage, type Language } from '../shared/languages';
import { twindConfig } from '../shared/twind';
import { audioPlayer } from './audio-player/widget';
import { demoWizard } from './demo-wizard/widget';
import { liveCalls } from './live-calls/widget';
import { roiCalculator } from './roi-calculator/widget';
import { type AttributeTable, type CommonAttributes, propertyName } from './runtime/attributes';
import {
  PRERENDER_STYLE_ATTRIBUTE,
  PRERENDERED_STYLE_ATTRIBUTE,
  renderWidgetTree,
  type WidgetDefinition,
} from './runtime/define';
import { loadCopy } from './runtime/i18n';
import { HOST_CSS } from './runtime/styles';
import { createToastStore } from './runtime/toasts';

const DEFINITIONS = [demoWizard, roiCalculator, liveCalls, audioPlayer] as WidgetDefinition<AttributeTable, unknown>[];

export type WidgetTag = 'alex-demo-wizard' | 'alex-roi-calculator' | 'alex-live-calls' | 'alex-audio-player';

export const WIDGET_TAGS = DEFINITIONS.map((definition) => definition.tag) as WidgetTag[];

export const isWidgetTag = (tag: string): tag is WidgetTag => (WIDGET_TAGS as string[]).includes(tag);

export interface RenderOptions {
  /** The language of the view when the attributes name none (a `lang` attribute, other than `auto`, wins). */
  language: Language;
  /** The gateway's origin (what `api-base` names on the page, else where the widget's script comes from). */
  origin: string;
  /** The page's CSP nonce for styles, when it allows them by nonce: the view's `<style>` carries it. */
  nonce?: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A page's CSP may refuse style attributes in markup (this site's does: its styles are allowed by their hashes),
 * and a browser reports each one it refuses. The view's style attributes are written as data attributes with a
 * rule each in the view's stylesheet, so they apply before the widget's code runs, and without it; the element
 * turns them back into styles as it starts (./runtime/define.tsx).
 */
function moveStyleAttributes(html: string): { html: string; css: string } {
  const values = new Set<string>();
  const moved = html.replace(/\sstyle="([^"]*)"/g, (_, value: string) => {
    values.add(value);
    return ` ${PRERENDERED_STYLE_ATTRIBUTE}="${value}"`;
  });
  const css = [...values]
    .filter((value) => !/[\\<>{}]/.test(value))
    .map((value) => `[${PRERENDERED_STYLE_ATTRIBUTE}="${value}"]{${value}}`)
    .join('');
  return { html: moved, css };
}

/** The language a view is drawn in: the element's own `lang` when it names one of ours, else the page's. */
function viewLanguage(attributes: Readonly<Record<string, string>>, language: Language): Language {
  const own = attributes.lang?.toLowerCase().split('-')[0];
  return isLanguage(own) ? own : language;
}

/**
 * The inside of an element's declarative shadow root: a `<style>` with the host reset and every rule the view's
 * classes use, then the view. `attributes` are the element's, as written in HTML (`home-url`, `lang`); a boolean
 * attribute is present with any value.
 */
export async function renderShadowRoot(
  tag: WidgetTag,
  attributes: Readonly<Record<string, string>>,
  { language, origin, nonce }: RenderOptions,
): Promise<string> {
  const definition = DEFINITIONS.find((candidate) => candidate.tag === tag);
  if (!definition) throw new Error(`No widget is called <${tag}>`);
  const shown = viewLanguage(attributes, language);
  await loadCopy(definition.copy, shown);
  const props: Record<string, string | boolean> = { lang: shown };
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'lang') continue;
    props[propertyName(name)] = definition.attributes[name]?.type === 'boolean' ? true : value;
  }
  const markup = renderWidgetTree(
    definition,
    props as CommonAttributes,
    {
      // Read only by what runs in a browser (effects, event handlers); never while rendering.
      host: { localName: tag } as HTMLElement,
      store: definition.createStore(),
      toasts: createToastStore(),
      origin,
    },
    renderToString,
  );
  const extracted = extract(markup, twind(twindConfig, virtual()));
  const { html, css } = moveStyleAttributes(extracted.html);
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  return `<style ${PRERENDER_STYLE_ATTRIBUTE}${nonceAttribute}>${HOST_CSS.trim()}${extracted.css}${css}</style>${html}`;
}

/**
 * An element's whole HTML: its tag with the attributes given (and `lang`, when they name none), its declarative
 * shadow root, and `children` (HTML for the light DOM, shown only by browsers without declarative shadow roots).
 */
export async function renderWidget(
  tag: WidgetTag,
  attributes: Readonly<Record<string, string>>,
  options: RenderOptions & { children?: string },
): Promise<string> {
  const withLanguage = { lang: viewLanguage(attributes, options.language), ...attributes };
  const written = Object.entries(withLanguage as Record<string, string>)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  const root = await renderShadowRoot(tag, attributes, options);
  return `<${tag}${written}><template shadowrootmode="open">${root}</template>${options.children ?? ''}</${tag}>`;
}

const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Puts each widget element of a rendered page (`<alex-… …>` as React writes it) ahead of its own view: its
 * declarative shadow root goes right after the opening tag, and what the element held stays its light DOM.
 */
export async function prerenderWidgets(html: string, options: RenderOptions): Promise<string> {
  const opening = /<(alex-[a-z-]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*>/g;
  let result = '';
  let from = 0;
  for (const match of html.matchAll(opening)) {
    const [whole, tag = '', written = ''] = match;
    const end = match.index + whole.length;
    result += html.slice(from, end);
    from = end;
    if (!isWidgetTag(tag)) continue;
    const attributes: Record<string, string> = {};
    for (const [, name, value] of written.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)) {
      if (name) attributes[name] = unescapeAttribute(value ?? '');
    }
    result += `<template shadowrootmode="open">${await renderShadowRoot(tag, attributes, options)}</template>`;
  }
  return result + html.slice(from);
}
