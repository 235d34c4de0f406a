/** A made-up candidate's face, drawn as SVG from their name; decorative, since the name is written next to it. */
import { avatarLook, type HairStyle } from './avatar';

const HAIR_BEHIND: Partial<Record<HairStyle, string>> = {
  long: 'M17 30C17 13 47 13 47 30V50H17Z',
};

const HAIR_ON_TOP: Record<HairStyle, string> = {
  short: 'M19 28C18 12 46 12 45 28C41 21 28 19 19 28Z',
  long: 'M19 30C18 11 46 11 45 30C42 22 30 18 24 21C22 24 20 27 19 30Z',
  bun: 'M20 27C19 13 45 13 44 27C40 21 26 20 20 27ZM26 12A6 6 0 1 0 38 12A6 6 0 1 0 26 12Z',
  curly:
    'M18 28A5 5 0 0 1 20 18A6 6 0 0 1 28 13A6 6 0 0 1 37 13A6 6 0 0 1 44 18A5 5 0 0 1 46 28C42 22 36 20 32 21C28 20 22 22 18 28Z',
  shaved: 'M21 24C22 15 42 15 43 24C38 19 26 19 21 24Z',
};

export function Avatar({ name }: { name: string }) {
  const look = avatarLook(name);
  const behind = HAIR_BEHIND[look.hairStyle];
  return (
    <svg
      viewBox="0 0 64 64"
      width="44"
      height="44"
      aria-hidden="true"
      focusable="false"
      className="block h-11 w-11 shrink-0 rounded-full"
      data-avatar={look.hairStyle}
    >
      <circle cx="32" cy="32" r="32" fill={look.background} />
      {behind && <path d={behind} fill={look.hair} />}
      <path d="M12 61C13 50 21 45 32 45C43 45 51 50 52 61A32 32 0 0 1 12 61Z" fill={look.shirt} />
      <path d="M27 36H37V46C35 48 29 48 27 46Z" fill={look.skin} />
      <ellipse cx="32" cy="29" rx="12" ry="14" fill={look.skin} />
      <path d={HAIR_ON_TOP[look.hairStyle]} fill={look.hair} />
      <circle cx="27.5" cy="29" r="1.6" fill="#1f2937" />
      <circle cx="36.5" cy="29" r="1.6" fill="#1f2937" />
      <path d="M28 35Q32 38.5 36 35" fill="none" stroke="#7f1d1d" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
