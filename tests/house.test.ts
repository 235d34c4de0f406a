import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { importedSpecifiers, longFunctions, parseFiles } from './house.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'house-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SOURCE = `import { memo } from 'react';
import type { A } from './types';
export * from '../shared/b';

/** Outer holds inner. */
export function outer(): void {
  const inner = () => {
    work();
  };
}

class Box {
  open(): void {
    work();
  }
}

const Card = memo(() => {
  return null;
});

items.forEach((item) => {
  void import('./lazy');
});
`;

test('long functions are named as a reader sees them, nested ones counted on their own', () => {
  const file = path.join(dir, 'sample.tsx');
  writeFileSync(file, SOURCE);
  const sourceFile = parseFiles([file]).get(file);
  if (!sourceFile) throw new Error('not parsed');
  const found = longFunctions(sourceFile, 'sample.tsx', 3).map(({ name, kind, lines, line }) => ({
    name,
    kind,
    lines,
    line,
  }));
  expect(found).toEqual([
    { name: 'outer', kind: 'function', lines: 5, line: 6 },
    { name: 'inner', kind: 'arrow', lines: 3, line: 7 },
    { name: 'Box.open', kind: 'method', lines: 3, line: 13 },
    { name: 'Card', kind: 'arrow', lines: 3, line: 18 },
    { name: '(callback to items.forEach(…))', kind: 'callback', lines: 3, line: 22 },
  ]);
  expect(importedSpecifiers(sourceFile)).toEqual(['react', './types', '../shared/b', './lazy']);
});
