/**
 * Candidate pictures the widget draws itself: a simple face whose background, skin, hair and shirt follow
 * from the candidate's name, so a name always gets the same face and no photo is ever fetched.
 */
import { seededRandom } from './call-rules';

export const AVATAR_BACKGROUNDS = ['#e0e7ff', '#fce7f3', '#dcfce7', '#fef3c7', '#e0f2fe', '#ede9fe'] as const;
export const AVATAR_SKINS = ['#f6d5bd', '#eab68f', '#d19a6a', '#b07448', '#8a5431', '#5e3a22'] as const;
export const AVATAR_HAIR_COLOURS = ['#1f1a17', '#4a2f1b', '#8d5524', '#d6a45a', '#a8452c', '#9ca3af'] as const;
export const AVATAR_SHIRTS = ['#4338ca', '#0f766e', '#b45309', '#be185d', '#1d4ed8', '#475569'] as const;
export const HAIR_STYLES = ['short', 'long', 'bun', 'curly', 'shaved'] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

export interface AvatarLook {
  background: string;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
}

/** FNV-1a: a stable 32-bit number from a name. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The face drawn for a name: the same name always gives the same look. */
export function avatarLook(name: string): AvatarLook {
  const random = seededRandom(hashName(name));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return {
    background: pick(AVATAR_BACKGROUNDS),
    skin: pick(AVATAR_SKINS),
    hair: pick(AVATAR_HAIR_COLOURS),
    hairStyle: pick(HAIR_STYLES),
    shirt: pick(AVATAR_SHIRTS),
  };
}
