/** Formatting for the printed report: sizes, numbers, aligned tables and budget lines. */

export interface Budget {
  name: string;
  actual: number;
  limit: number;
  /** `max`: actual must stay at or under the limit; `below`: strictly under it; `min`: at or above it. */
  rule: 'max' | 'below' | 'min';
  display: (value: number) => string;
  pass: boolean;
}

export function budget(
  name: string,
  actual: number,
  limit: number,
  rule: Budget['rule'],
  display: Budget['display'],
): Budget {
  const pass = rule === 'max' ? actual <= limit : rule === 'min' ? actual >= limit : actual < limit;
  return { name, actual, limit, rule, display, pass };
}

export const budgetLine = (b: Budget) =>
  `${b.pass ? 'PASS' : 'FAIL'}  ${b.name}: ${b.display(b.actual)} (budget ${{ max: '<=', below: '<', min: '>=' }[b.rule]} ${b.display(b.limit)})`;

/** Kilobytes of 1024 bytes, one decimal. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const int = (value: number) => Math.round(value).toLocaleString('en-US');

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

export function heading(title: string): void {
  console.log(`\n== ${title} ${'='.repeat(Math.max(0, 74 - title.length))}`);
}

/** Prints rows as columns; numbers (and anything in `right`) align right. */
export function table(header: string[], rows: (string | number)[][], right: number[] = []): void {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const alignRight = (i: number) => right.includes(i) || rows.every((row) => typeof row[i] === 'number');
  for (const [index, row] of cells.entries()) {
    const line = row.map((cell, i) => (alignRight(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)));
    console.log(`  ${line.join('  ').trimEnd()}`);
    if (index === 0) console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  }
}
