import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../locales';
import { LANGUAGES } from '../../../shared/languages';
import { characters, TITLE_MS_PER_CHAR } from './typing';

/** The typing title's rules in the page's base styles. */
const css = readFileSync(new URL('../../public/base.css', import.meta.url), 'utf8');

describe('the hero title typed in CSS', () => {
  it("types at the spec's pace, one character every 50 ms", () => {
    const delays = [...css.matchAll(/calc\(var\(--i, 0\) \* (\d+)ms\)/g)].map((match) => Number(match[1]));
    expect(delays.length).toBeGreaterThan(0);
    expect(new Set(delays)).toEqual(new Set([TITLE_MS_PER_CHAR]));
  });

  it.each(LANGUAGES)('gives every character of the %s title a turn of its own', (language) => {
    const turns = [...css.matchAll(/\.typed-title > :nth-child\((\d+)\) \{\s*--i: (\d+);/g)].map(([, n, i]) => [
      Number(n),
      Number(i),
    ]);
    // Character n (from 1) takes its turn n - 1, for every n up to the longest title and beyond.
    for (const [n, i] of turns) expect(i).toBe((n ?? 0) - 1);
    const covered = Math.max(...turns.map(([n]) => n ?? 0));
    expect(characters((resources[language].home as { hero: { title: string } }).hero.title).length).toBeLessThanOrEqual(
      covered,
    );
  });

  it('stays still for visitors who prefer less motion', () => {
    const animated = css.indexOf('.typed-title > * {');
    const motionQuery = css.lastIndexOf('@media (prefers-reduced-motion: no-preference)', animated);
    expect(motionQuery).toBeGreaterThan(-1);
    // No other block opens between the query and the rule.
    expect(css.slice(motionQuery, animated)).not.toContain('}');
  });
});
