/** The attributes of `<alex-audio-player>` besides the common ones (what each does: widgets/manifest.ts). */
import type { AttributeTable } from '../runtime/attributes';

export const AUDIO_PLAYER_ATTRIBUTES = {
  src: {},
  captions: {},
  label: {},
} as const satisfies AttributeTable;
