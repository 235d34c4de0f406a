/**
 * Writes what partners' tools read, from widgets/manifest.ts: custom-elements.json (Custom Elements Manifest
 * 2.1) at the repository root, widgets/types.d.ts (DOM typings) and widgets/jsx.d.ts (React JSX typings); and
 * widgets/event-names.ts, the event names the widgets and the site need at run time, from the event table.
 * `npm run manifest` rewrites the four; a unit test fails while they are stale.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDGETS } from './catalogue';
import { ALEX_EVENT_TABLE, DETAIL_TYPES } from './event-schemas';
import {
  type AttributeDoc,
  attributesOf,
  CSS_PROPERTIES,
  className,
  ELEMENTS,
  type ElementDoc,
  EVENTS,
  eventsOf,
  partsOf,
  propertyName,
  typeText,
} from './manifest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The generated files, relative to the repository root. */
export const GENERATED = {
  manifest: 'custom-elements.json',
  types: 'widgets/types.d.ts',
  jsx: 'widgets/jsx.d.ts',
  eventNames: 'widgets/event-names.ts',
} as const;

const quote = (value: string) => `'${value}'`;

/** The TypeScript type of an attribute's value. */
export const attributeType = (attribute: AttributeDoc): string =>
  attribute.values ? attribute.values.map(quote).join(' | ') : (attribute.type ?? 'string');

/** Where the named detail types appear in a type's text, so tools can link them to the declarations. */
function typeOf(text: string) {
  const references = Object.keys(DETAIL_TYPES).flatMap((name) =>
    [...text.matchAll(new RegExp(`\\b${name}\\b`, 'g'))].map((match) => ({
      name,
      module: GENERATED.types,
      start: match.index,
      end: match.index + name.length,
    })),
  );
  references.sort((a, b) => a.start - b.start);
  return references.length ? { text, references } : { text };
}

function moduleOf(element: ElementDoc) {
  const entry = WIDGETS.find((widget) => widget.tag === element.tag);
  if (!entry) throw new Error(`widgets/catalogue.ts has no entry for <${element.tag}>`);
  return entry.entry;
}

function declarationOf(element: ElementDoc) {
  const attributes = attributesOf(element);
  return {
    kind: 'class',
    name: className(element.tag),
    tagName: element.tag,
    customElement: true,
    summary: element.summary,
    description: element.description,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes: attributes.map((attribute) => ({
      name: attribute.name,
      type: typeOf(attributeType(attribute)),
      ...(attribute.default === undefined ? {} : { default: quote(attribute.default) }),
      description: attribute.description,
      fieldName: propertyName(attribute.name),
    })),
    members: attributes.map((attribute) => ({
      kind: 'field',
      name: propertyName(attribute.name),
      type: { text: `${attributeType(attribute)} | undefined` },
      description: attribute.description,
      attribute: attribute.name,
      reflects: true,
    })),
    events: eventsOf(element.tag).map(([name, event]) => ({
      name,
      type: typeOf(`CustomEvent<${event.detail}>`),
      description: event.description,
      // The Custom Elements Manifest's own flag: a string says what to use instead.
      ...(event.deprecated ? { deprecated: event.deprecated } : {}),
    })),
    cssParts: partsOf(element).map((part) => ({ name: part.name, description: part.description })),
    cssProperties: CSS_PROPERTIES.map((property) => ({
      name: property.name,
      ...(property.syntax ? { syntax: property.syntax } : {}),
      default: property.default,
      description: property.description,
    })),
  };
}

/** The Custom Elements Manifest: one module per widget, as package.json exports them. */
export function customElementsManifest() {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: ELEMENTS.map((element) => {
      const module = moduleOf(element);
      const declaration = declarationOf(element);
      return {
        kind: 'javascript-module',
        path: module,
        declarations: [declaration],
        exports: [
          {
            kind: 'custom-element-definition',
            name: element.tag,
            declaration: { name: declaration.name, module },
          },
        ],
      };
    }),
  };
}

export const customElementsJson = (): string => `${JSON.stringify(customElementsManifest(), null, 2)}\n`;

const GENERATED_NOTE = ' * Generated from widgets/manifest.ts by widgets/manifest-build.ts: do not edit.';

const WIDTH = 120;

/** Words wrapped into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line];
}

/** A JSDoc block at some indentation, on one line when it fits. */
function doc(text: string, indent = '', deprecated?: string): string {
  if (!deprecated && indent.length + text.length + 7 <= WIDTH) return `${indent}/** ${text} */\n`;
  const paragraphs = deprecated ? [text, `@deprecated ${deprecated}`] : [text];
  const lines = paragraphs.flatMap((paragraph) =>
    wrap(paragraph, WIDTH - indent.length - 3).map((line) => `${indent} * ${line}\n`),
  );
  return `${indent}/**\n${lines.join('')}${indent} */\n`;
}

/** `export type Name = …;`, the union one member a line when it does not fit (as the formatter writes it). */
function typeAlias(name: string, text: string): string {
  const line = `export type ${name} = ${text};`;
  if (line.length <= WIDTH) return `${line}\n`;
  return `export type ${name} =\n${text
    .split(' | ')
    .map((member) => `  | ${member}`)
    .join('\n')};\n`;
}

/** `  name?: …;` in an interface, the union one member a line when it does not fit (as the formatter writes it). */
function optionalProperty(name: string, text: string): string {
  const line = `  ${name}?: ${text};`;
  if (line.length <= WIDTH) return `${line}\n`;
  return `  ${name}?:\n${text
    .split(' | ')
    .map((member) => `    | ${member}`)
    .join('\n')};\n`;
}

/** A property key as TypeScript needs it written. */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

const attributesName = (element: ElementDoc) => `${className(element.tag).replace(/Element$/, '')}Attributes`;

/** widgets/types.d.ts: tag names, element properties and event details for the DOM. */
export function typeDeclarations(): string {
  const out: string[] = [
    '/**',
    " * Types for pages that embed the Alex widgets: `document.querySelector('alex-roi-calculator')`,",
    " * `document.createElement(…)` and `addEventListener('alex-…')` are typed once this file is part of the",
    " * program (`import type {} from 'alex-widgets/types'`). React's JSX: alex-widgets/jsx.",
    GENERATED_NOTE,
    ' */',
    '',
  ].map((line) => `${line}\n`);
  for (const [name, type] of Object.entries(DETAIL_TYPES)) {
    out.push(doc(type.description), typeAlias(name, typeText(type.schema, false)));
  }
  out.push(doc('What each `alex-*` event carries in `detail`.'), 'export interface AlexEventDetails {\n');
  for (const [name, event] of Object.entries(EVENTS)) {
    out.push(
      doc(`\`<${event.tag}>\`: ${event.description}`, '  ', event.deprecated),
      `  ${quote(name)}: ${event.detail};\n`,
    );
  }
  out.push(
    '}\n\n',
    doc('Each `alex-*` event as a listener receives it. They bubble and are composed.'),
    'export type AlexWidgetEvents = { [N in keyof AlexEventDetails]: CustomEvent<AlexEventDetails[N]> };\n',
  );
  for (const element of ELEMENTS) {
    const attributes = attributesOf(element);
    out.push(`\n${doc(`The attributes of \`<${element.tag}>\`.`)}export interface ${attributesName(element)} {\n`);
    for (const attribute of attributes) {
      out.push(doc(attribute.description, '  '), optionalProperty(key(attribute.name), attributeType(attribute)));
    }
    out.push(
      '}\n\n',
      doc(`\`<${element.tag}>\`: ${element.summary} Each attribute is also a property (\`api-base\`: \`apiBase\`).`),
      `export type ${className(element.tag)} = HTMLElement & {\n`,
      ...attributes.map((attribute) => `  ${propertyName(attribute.name)}?: ${attribute.type ?? 'string'};\n`),
      '};\n',
    );
  }
  out.push(
    '\ndeclare global {\n',
    '  interface HTMLElementTagNameMap {\n',
    ...ELEMENTS.map((element) => `    ${quote(element.tag)}: ${className(element.tag)};\n`),
    '  }\n',
    '  // Every widget event bubbles and is composed: listeners on the element, the document and the window see it.\n',
    '  interface HTMLElementEventMap extends AlexWidgetEvents {}\n',
    '  interface DocumentEventMap extends AlexWidgetEvents {}\n',
    '  interface WindowEventMap extends AlexWidgetEvents {}\n',
    '}\n',
  );
  return out.join('');
}

/** `import type { … } from '…';`, one name a line when it does not fit. */
function importTypes(names: string[], from: string): string {
  const line = `import type { ${names.join(', ')} } from '${from}';`;
  return line.length <= WIDTH
    ? line
    : `import type {\n${names.map((name) => `  ${name},\n`).join('')}} from '${from}';`;
}

/** widgets/jsx.d.ts: the elements in React's JSX, with their attributes. */
export function jsxDeclarations(): string {
  const names = ELEMENTS.map(attributesName);
  return [
    '/**',
    ' * React JSX types for the Alex widgets, so `<alex-roi-calculator lang="fr" />` type-checks in a partner\'s',
    " * React and TypeScript app (`import type {} from 'alex-widgets/jsx'`).",
    GENERATED_NOTE,
    ' */',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    importTypes([...names].sort(), './types'),
    '',
    doc("What React accepts on a widget: an HTML element's props plus the widget's own attributes.").trimEnd(),
    'type AlexElementProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...ELEMENTS.map((element, index) => `      ${quote(element.tag)}: AlexElementProps<${names[index]}>;`),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/**
 * widgets/event-names.ts: the event names in the order of the table, and each former name by the event that
 * replaced it. No schema and no description: the widget bundles and the site import it.
 */
export function eventNames(): string {
  const names = Object.keys(ALEX_EVENT_TABLE);
  const former = Object.entries(ALEX_EVENT_TABLE).flatMap(([name, event]) => {
    const current = (event as { renamedTo?: string }).renamedTo;
    if (current === undefined) return [];
    if (!names.includes(current)) throw new Error(`${name} is the former name of ${current}, which is no event`);
    return [`  ${quote(current)}: ${quote(name)},`];
  });
  return [
    '/**',
    " * The widgets' event names, as the code needs them at run time (widgets/events.ts, the site's analytics).",
    ' * Generated from widgets/event-schemas.ts by widgets/manifest-build.ts: do not edit.',
    ' */',
    '',
    '/** Every event, in the order of the table. */',
    'export const EVENT_NAMES = [',
    ...names.map((name) => `  ${quote(name)},`),
    '] as const;',
    '',
    '/** Each former name, by the event that replaced it (dispatched right after it, with the same detail). */',
    'export const RENAMED_FROM = {',
    ...former,
    '} as const;',
    '',
  ].join('\n');
}

/** Each generated file with the text it should hold. */
export const generatedFiles = (): Record<(typeof GENERATED)[keyof typeof GENERATED], string> => ({
  [GENERATED.manifest]: customElementsJson(),
  [GENERATED.types]: typeDeclarations(),
  [GENERATED.jsx]: jsxDeclarations(),
  [GENERATED.eventNames]: eventNames(),
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, text] of Object.entries(generatedFiles())) {
    await writeFile(path.join(root, file), text);
    console.log('wrote', file);
  }
}
