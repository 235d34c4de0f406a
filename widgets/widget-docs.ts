/**
 * The README's widget tables, written from the manifest (widgets/manifest.ts): the attributes every widget
 * understands, each widget's own attributes and events, its CSS parts and the CSS custom properties. Each table
 * sits between `<!-- widget-docs:<table>:start -->` and `<!-- widget-docs:<table>:end -->`. `npm run widget-docs`
 * rewrites them; a unit test fails while the README differs from what this writes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod/mini';
import { ALEX_EVENT_TABLE } from './event-schemas';
import {
  type AttributeDoc,
  COMMON_ATTRIBUTE_DOCS,
  COMMON_PARTS,
  CSS_PROPERTIES,
  ELEMENTS,
  type ElementDoc,
  eventsOf,
  type PartDoc,
} from './manifest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const README = path.join(root, 'README.md');

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replaceAll('|', '\\|');

/** A Markdown table, its columns padded to their widest cell (as a Markdown formatter lays it out). */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const all = [header, ...rows].map((row) => row.map(cell));
  const widths = header.map((_, column) => Math.max(3, ...all.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) =>
    `| ${row.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = all;
  return [line(head), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...body.map(line)];
}

/** The Values column: its fixed values, `boolean`, or the few words the manifest gives. */
function values(attribute: AttributeDoc): string {
  if (attribute.accepts) return attribute.accepts;
  if (attribute.type === 'boolean') return 'boolean: present or absent';
  if (attribute.values) return attribute.values.map(code).join(', ');
  return attribute.type ?? 'any text';
}

/** The Default column: the default value, then what no attribute means. */
function absent(attribute: AttributeDoc): string {
  const value = attribute.default === undefined ? undefined : code(attribute.default);
  if (value && attribute.absent) return `${value}: ${attribute.absent}`;
  return value ?? attribute.absent ?? 'none';
}

const attributeTable = (attributes: readonly AttributeDoc[]) =>
  table(
    ['Attribute', 'Values', 'Default'],
    attributes.map((attribute) => [code(attribute.name), values(attribute), absent(attribute)]),
  );

/** An event's detail by its keys (`{ status, errorType? }`); the full types are in widgets/types.d.ts. */
function detailKeys(schema: z.ZodMiniType): string {
  const shape = (schema._zod.def as { shape?: Record<string, z.ZodMiniType> }).shape ?? {};
  const keys = Object.entries(shape).map(([key, value]) => (value._zod.def.type === 'optional' ? `${key}?` : key));
  return `{ ${keys.join(', ')} }`;
}

function eventTable(element: ElementDoc): string[] {
  return table(
    ['Event', '`detail`', 'Fires when'],
    eventsOf(element.tag).map(([name, event]) => {
      const { detail, description, renamedTo: current } = ALEX_EVENT_TABLE[name];
      return [
        code(name),
        current ? `as ${code(current)}` : code(detailKeys(detail)),
        event.deprecated ? `**deprecated**: ${description.replace(/^Deprecated: /, '')}` : description,
      ];
    }),
  );
}

/** One row per part, the element named on its first. */
const partRows = (element: string, parts: readonly PartDoc[]) =>
  parts.map((part, index) => [index ? '' : element, code(part.name), part.description]);

const partsTable = () =>
  table(
    ['Element', 'Part', 'What it is'],
    [
      ...partRows('every widget', COMMON_PARTS),
      ...ELEMENTS.flatMap((element) => partRows(code(`<${element.tag}>`), element.parts)),
    ],
  );

const propertiesTable = () =>
  table(
    ['Custom property', 'Default', 'What it sets'],
    CSS_PROPERTIES.map((property) => [code(property.name), code(property.default), property.description]),
  );

/** Every table the README holds, by the name its markers carry. */
export function widgetTables(): Record<string, string[]> {
  const tables: Record<string, string[]> = {
    'common-attributes': attributeTable(COMMON_ATTRIBUTE_DOCS),
    'css-properties': propertiesTable(),
    'css-parts': partsTable(),
  };
  for (const element of ELEMENTS) {
    if (element.attributes.length) tables[`${element.tag}:attributes`] = attributeTable(element.attributes);
    if (eventsOf(element.tag).length) tables[`${element.tag}:events`] = eventTable(element);
  }
  return tables;
}

export const markers = (name: string) => [`<!-- widget-docs:${name}:start -->`, `<!-- widget-docs:${name}:end -->`];

/**
 * The README with each widget table as the manifest gives it, indented as its start marker is (a table inside a
 * list item). Every table has its pair of markers, once.
 */
export function withWidgetTables(readme: string): string {
  let text = readme;
  for (const [name, lines] of Object.entries(widgetTables())) {
    const [start = '', end = ''] = markers(name);
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from || text.indexOf(start, from + 1) >= 0) {
      throw new Error(`README.md needs one ${start} … ${end} block`);
    }
    const indent = /[ \t]*$/.exec(text.slice(0, from))?.[0] ?? '';
    const body = lines.map((line) => `${indent}${line}\n`).join('');
    text = `${text.slice(0, from + start.length)}\n${body}${indent}${text.slice(to)}`;
  }
  return text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(README, withWidgetTables(await readFile(README, 'utf8')));
  console.log('README.md: the widget tables written from widgets/manifest.ts');
}
