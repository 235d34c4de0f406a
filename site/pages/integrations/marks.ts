/**
 * What a catalogue tile shows: the vendor's own mark where a free licence allows it (Simple Icons, CC0: only the
 * few paths below are imported, so the pages carry no other icon), otherwise a monogram that no other entry shares.
 */
import { siGreenhouse, siWelcometothejungle } from 'simple-icons';
import { atsOnly, INTEGRATIONS, type Integration, liveOnly } from '../../../shared/integrations';

export interface BrandMark {
  /** The SVG path, drawn in a 24 x 24 box. */
  path: string;
  /** The brand colour, `#RRGGBB`. */
  color: string;
  /** The tile behind it: white, or dark for a pale brand colour. */
  tile: 'light' | 'dark';
}

const mark = (icon: { path: string; hex: string }, tile: BrandMark['tile'] = 'light'): BrandMark => ({
  path: icon.path,
  color: `#${icon.hex}`,
  tile,
});

/** Catalogue ids with a mark in Simple Icons (its title is the product's own name, not a parent company's). */
export const BRAND_MARKS: Readonly<Record<string, BrandMark>> = {
  greenhouse: mark(siGreenhouse),
  'welcome-to-the-jungle': mark(siWelcometothejungle, 'dark'),
};

/** The letters and digits of a word, accents removed, in capitals. */
const letters = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLocaleUpperCase('en');

/**
 * The parts of a name: its words, and the parts of a word written in camel case ('JobAdder' -> Job, Adder;
 * 'Tool4Staffing' -> Tool4, Staffing; 'iCIMS' stays whole, 'BambooHR' -> Bamboo, HR).
 */
function parts(name: string): string[] {
  return name
    .split(/[\s-]+/)
    .filter((word) => /^[\p{Lu}\p{N}]/u.test(word) || !/\s/.test(name))
    .flatMap((word) => word.split(/(?<=\p{L}[\p{Ll}\p{N}])(?=\p{Lu})/u))
    .map(letters)
    .filter(Boolean);
}

/** Monograms a name may take, best first: initials of its parts, then its first letters, then other letters. */
export function monogramCandidates(name: string): string[] {
  const words = parts(name);
  const first = words[0] ?? letters(name);
  const out: string[] = [];
  if (words.length >= 2) {
    const heads = words.map((word) => word.charAt(0));
    out.push(heads.slice(0, 2).join(''));
    if (heads.length >= 3) out.push(heads.slice(0, 3).join(''));
    for (const word of words.slice(1)) out.push(`${first.slice(0, 2)}${word.charAt(0)}`);
  }
  out.push(first.slice(0, 2));
  const rest = words.join('').slice(1);
  // The first letter with each later consonant, then with any later letter, then three letters.
  for (const next of rest.replace(/[AEIOUY]/g, '')) out.push(`${first.charAt(0)}${next}`);
  for (const next of rest) out.push(`${first.charAt(0)}${next}`);
  for (const next of rest.slice(1)) out.push(`${first.slice(0, 2)}${next}`);
  return [...new Set(out.filter((candidate) => candidate.length >= 2))];
}

/**
 * One monogram per entry, none repeated: entries take their best candidate in catalogue order (live ones come
 * first, so they keep the plainest letters), later ones the next free candidate.
 */
export function assignMonograms(items: readonly Integration[]): Map<string, string> {
  const taken = new Set<string>();
  const out = new Map<string, string>();
  for (const item of items) {
    const candidates = monogramCandidates(item.name);
    const free = candidates.find((candidate) => !taken.has(candidate)) ?? `${candidates[0] ?? '?'}${out.size}`;
    taken.add(free);
    out.set(item.id, free);
  }
  return out;
}

const MONOGRAMS = assignMonograms(INTEGRATIONS);

/** The monogram of a catalogue entry (a name outside the catalogue gets its best candidate). */
export const monogram = (item: Pick<Integration, 'id' | 'name'>): string =>
  MONOGRAMS.get(item.id) ?? monogramCandidates(item.name)[0] ?? '';

/** What the catalogue holds, counted from its data: every tool, the ATS, and the ATS live with Alex. */
export const CATALOGUE_COUNTS = {
  total: INTEGRATIONS.length,
  ats: atsOnly(INTEGRATIONS).length,
  live: liveOnly(atsOnly(INTEGRATIONS)).length,
} as const;
