import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ALEX_EVENT_TABLE } from './event-schemas';
import { ELEMENTS } from './manifest';
import { README, widgetTables, withWidgetTables } from './widget-docs';

describe("the README's widget tables", () => {
  it('are the ones the manifest gives (run `npm run widget-docs` after changing widgets/manifest.ts)', async () => {
    const readme = await readFile(README, 'utf8');
    expect(withWidgetTables(readme)).toBe(readme);
  });

  it('list every attribute, event, part and custom property of the manifest', () => {
    const text = Object.values(widgetTables()).flat().join('\n');
    for (const element of ELEMENTS) {
      for (const name of [...element.attributes, ...element.parts].map((item) => item.name)) {
        expect(text).toContain(`\`${name}\``);
      }
    }
    for (const event of Object.keys(ALEX_EVENT_TABLE)) expect(text).toContain(`| \`${event}\``);
    expect(text).toContain('`--alex-font-family`');
  });

  it('refuses a README that lost the markers of a table', () => {
    expect(() => withWidgetTables('# Alex\n')).toThrow(/widget-docs:/);
  });
});
