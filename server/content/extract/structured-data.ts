/**
 * A page's schema.org JobPosting, from JSON-LD (top-level, in arrays, in @graph or nested) or microdata, as one
 * plain object shaped like JSON-LD, and its properties read as text.
 */
import { type DomNode, htmlToText, nodeToText } from './html-text';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasType(node: JsonObject, type: string): boolean {
  const declared = node['@type'] ?? node.type;
  const types = Array.isArray(declared) ? declared : [declared];
  return types.some((t) => typeof t === 'string' && (t === type || t.endsWith(`/${type}`) || t.endsWith(`:${type}`)));
}

/** Every JobPosting inside a JSON-LD value: top-level, in arrays, in @graph, or nested (mainEntity…). */
function findJobPostings(value: Json | undefined, found: JsonObject[] = [], depth = 0): JsonObject[] {
  if (depth > 8 || value === undefined) return found;
  if (Array.isArray(value)) {
    for (const item of value) findJobPostings(item, found, depth + 1);
  } else if (isObject(value)) {
    if (hasType(value, 'JobPosting')) {
      found.push(value);
    } else {
      for (const item of Object.values(value)) findJobPostings(item, found, depth + 1);
    }
  }
  return found;
}

function parseJsonLd(text: string): Json | undefined {
  const body = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '')
    .trim();
  try {
    return JSON.parse(body) as Json;
  } catch {
    // Raw line breaks and tabs inside strings are invalid JSON but common in pages.
    try {
      return JSON.parse(body.replace(/\p{Cc}+/gu, ' ')) as Json;
    } catch {
      return undefined;
    }
  }
}

/** A microdata item's properties, shaped like the JSON-LD of the same item. */
function microdataItem(element: Element): JsonObject {
  const item: JsonObject = {};
  const type = element.getAttribute('itemtype');
  if (type) item['@type'] = type;
  const add = (name: string, value: Json) => {
    const existing = item[name];
    if (existing === undefined) item[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else item[name] = [existing, value];
  };
  const visit = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      const props = (child.getAttribute('itemprop') ?? '').split(/\s+/).filter(Boolean);
      const scoped = child.hasAttribute('itemscope');
      if (props.length > 0) {
        const value = scoped ? microdataItem(child) : microdataValue(child);
        for (const name of props) add(name, value);
      }
      // A nested item keeps its own properties.
      if (!scoped) visit(child);
    }
  };
  visit(element);
  return item;
}

function microdataValue(element: Element): Json {
  const tag = element.localName;
  const attribute = (name: string) => element.getAttribute(name) ?? '';
  if (element.hasAttribute('content')) return attribute('content');
  if (tag === 'meta') return attribute('content');
  if (tag === 'a' || tag === 'link' || tag === 'area') return attribute('href');
  if (tag === 'img' || tag === 'audio' || tag === 'video' || tag === 'source') return attribute('src');
  if (tag === 'time' && element.hasAttribute('datetime')) return attribute('datetime');
  if ((tag === 'data' || tag === 'meter') && element.hasAttribute('value')) return attribute('value');
  return nodeToText(element as unknown as DomNode);
}

/** A property that may be one value or several, as a list. */
export function list(value: Json | undefined): Json[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** A property as text: strings (possibly HTML), numbers, lists, or an object's name. */
export function textOf(value: Json | undefined): string {
  if (value === undefined || value === null || typeof value === 'boolean') return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return /[<&]/.test(value) ? htmlToText(value) : value.trim();
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join('\n');
  return textOf(value.name ?? value['@value'] ?? value.description);
}

/** The first JobPosting in the page's JSON-LD blocks. */
export function jsonLdPosting(document: Document): JsonObject | null {
  for (const script of Array.from(document.querySelectorAll('script'))) {
    const type = (script.getAttribute('type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/ld+json') continue;
    const posting = findJobPostings(parseJsonLd(script.textContent ?? ''))[0];
    if (posting) return posting;
  }
  return null;
}

/** The first schema.org JobPosting item in the page's microdata. */
export function microdataPosting(document: Document): JsonObject | null {
  for (const element of Array.from(document.querySelectorAll('[itemscope][itemtype]'))) {
    const types = (element.getAttribute('itemtype') ?? '').split(/\s+/);
    if (types.some((t) => /^https?:\/\/schema\.org\/JobPosting\/?$/i.test(t))) return microdataItem(element);
  }
  return null;
}
