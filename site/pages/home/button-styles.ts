/** The home page's button looks, shared by links and buttons so every call to action reads the same. */

/** The shape of every button, with its side padding. */
const shape = (padding: string) =>
  `inline-flex min-h-[48px] w-full items-center justify-center gap-2 rounded-full ${padding} py-3 text-base font-semibold no-underline transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 sm:w-auto`;
const BASE = shape('px-6');

const PRIMARY = 'bg-primary text-white shadow-lg hover:bg-primary-strong focus-visible:ring-primary';
const SECONDARY =
  'border border-slate-300 bg-white text-slate-900 hover:border-primary hover:text-primary focus-visible:ring-primary';

export const SECONDARY_BUTTON = `${BASE} ${SECONDARY}`;

/** Side by side on a phone (the hero's pair): narrower sides, so each label keeps to one line. */
const PAIRED = `${shape('px-3 sm:px-6')} whitespace-nowrap`;
export const PAIRED_PRIMARY_BUTTON = `${PAIRED} ${PRIMARY}`;
export const PAIRED_SECONDARY_BUTTON = `${PAIRED} ${SECONDARY}`;

/** On a dark or brand-coloured background. */
export const LIGHT_BUTTON = `${BASE} bg-white text-slate-900 shadow-lg hover:bg-primary-soft focus-visible:ring-white focus-visible:ring-offset-slate-900`;
export const OUTLINE_LIGHT_BUTTON = `${BASE} border border-white text-white hover:bg-white hover:text-slate-900 focus-visible:ring-white focus-visible:ring-offset-slate-900`;
