/**
 * What a catalogue tile shows: the vendor's own mark where a free licence allows it, otherwise a monogram that no
 * other entry shares.
 */
import { atsOnly, INTEGRATIONS, type Integration, liveOnly } from '../../../shared/integrations';

export interface BrandMark {
  /** The SVG path, drawn in a 24 x 24 box. */
  path: string;
  /** The brand colour, `#RRGGBB`. */
  color: string;
  /** The tile behind it: white, or dark for a pale brand colour. */
  tile: 'light' | 'dark';
}

/**
 * Catalogue ids with a mark in Simple Icons (simpleicons.org, CC0 1.0: its title is the product's own name, not a
 * parent company's). The two paths and colours are copied from Simple Icons 16.
 */
export const BRAND_MARKS: Readonly<Record<string, BrandMark>> = {
  greenhouse: {
    path: 'M16.279 7.13c0 1.16-.49 2.185-1.293 2.987-.891.891-2.184 1.114-2.184 1.872 0 1.025 1.65.713 3.231 2.295 1.048 1.047 1.694 2.43 1.694 4.034C17.727 21.482 15.187 24 12 24c-3.187 0-5.727-2.518-5.727-5.68 0-1.607.646-2.989 1.694-4.036 1.582-1.582 3.23-1.27 3.23-2.295 0-.758-1.292-.98-2.183-1.872-.802-.802-1.293-1.827-1.293-3.03 0-2.318 1.895-4.19 4.212-4.19.446 0 .847.067 1.181.067.602 0 .914-.268.914-.691 0-.245-.112-.557-.112-.891 0-.758.647-1.382 1.427-1.382s1.404.646 1.404 1.426c0 .825-.647 1.204-1.137 1.382-.401.134-.713.312-.713.713 0 .758 1.382 1.493 1.382 3.61zm-.446 11.19c0-2.206-1.627-3.99-3.833-3.99-2.206 0-3.833 1.784-3.833 3.99 0 2.184 1.627 3.989 3.833 3.989 2.206 0 3.833-1.808 3.833-3.99zM14.518 7.086c0-1.404-1.136-2.562-2.518-2.562S9.482 5.682 9.482 7.086 10.618 9.65 12 9.65s2.518-1.159 2.518-2.563z',
    color: '#24A47F',
    tile: 'light',
  },
  'welcome-to-the-jungle': {
    path: 'M22.62 3.783c-1.115-1.811-4.355-2.604-6.713-.265-.132.135-.306.548.218 1.104 1.097 1.149 6.819 7.046 4.702 12.196-1.028 2.504-3.953 2.073-5.052-2.076a23.184 23.184 0 0 1-.473-9.367s.105-.394-.065-.52c-.117-.087-.305-.05-.547.33-.06.096-.048.076-.106.178l-.003.002c-1.622 2.688-3.272 5.874-4.049 7.07.38-1.803-.101-4.283-.85-6.359l-.142-.375c-.692-1.776-1.524-2.974-1.776-3.245-.03-.033-.105-.094-.353-.094H.398c-.49 0-.448.412-.293.561 1.862 2.178 7.289 10.343 4.773 18.355-.194.619.11.944.612.305 2.206-2.81 4.942-7.598 6.925-11.187-.437 1.245-.822 2.63-1.028 4.083-.435 3.064.487 5.37 1.162 6.58.345.619.803.998 1.988.824 6.045-.885 8.06-6.117 8.805-8.77 1.357-4.839.363-7.568-.722-9.33',
    color: '#FFCD00',
    tile: 'dark',
  },
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
