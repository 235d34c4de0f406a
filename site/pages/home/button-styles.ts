/** The home page's button looks, shared by links and buttons so every call to action reads the same. */

const BASE =
  'inline-flex min-h-[48px] w-full items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold no-underline transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 sm:w-auto';

/** On a light background. */
export const PRIMARY_BUTTON = `${BASE} bg-primary text-white shadow-lg hover:bg-primary-strong focus-visible:ring-primary`;
export const SECONDARY_BUTTON = `${BASE} border border-slate-300 bg-white text-slate-900 hover:border-primary hover:text-primary focus-visible:ring-primary`;

/** On a dark or brand-coloured background. */
export const LIGHT_BUTTON = `${BASE} bg-white text-slate-900 shadow-lg hover:bg-primary-soft focus-visible:ring-white focus-visible:ring-offset-slate-900`;
export const OUTLINE_LIGHT_BUTTON = `${BASE} border border-white text-white hover:bg-white hover:text-slate-900 focus-visible:ring-white focus-visible:ring-offset-slate-900`;
