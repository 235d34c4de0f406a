/** State of one live-calls marquee: whether the visitor paused it, and the times ago it shows this page view. */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useWidgetStore } from '../runtime/define';
import { minutesAgo } from './call-rules';
import { SAMPLE_CALLS } from './sample-calls';

/** Drawn once per page view, so times ago do not jump while the page is open and every marquee agrees. */
const pageViewSeed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;

export interface LiveCallsState {
  /** What drew the times ago: a prerendered marquee carries it, so the page takes over the same times. */
  seed: number;
  /** The visitor pressed Pause (hover and focus pause a row without touching this). */
  paused: boolean;
  /** Minutes ago of each sample call, by call id. */
  minutesAgo: ReadonlyMap<number, number>;
  togglePaused: () => void;
}

export type LiveCallsStore = StoreApi<LiveCallsState>;

export const createLiveCallsStore = (seed: number = pageViewSeed): LiveCallsStore => {
  const minutes = minutesAgo(
    SAMPLE_CALLS.map((call) => call.baseMinutesAgo),
    seed,
  );
  return createStore<LiveCallsState>()((set) => ({
    seed,
    paused: false,
    minutesAgo: new Map(SAMPLE_CALLS.map((call, i) => [call.id, minutes[i] ?? call.baseMinutesAgo])),
    togglePaused: () => set((state) => ({ paused: !state.paused })),
  }));
};

/** Where a prerendered marquee writes its seed. */
const SEED_ATTRIBUTE = 'data-seed';

/** The seed a prerendered marquee was drawn with, when the view is one and says it. */
export function prerenderedSeed(prerendered: ParentNode | undefined): number | undefined {
  const text = prerendered?.querySelector(`[${SEED_ATTRIBUTE}]`)?.getAttribute(SEED_ATTRIBUTE);
  const seed = Number(text);
  return text && Number.isInteger(seed) && seed >= 0 ? seed : undefined;
}

export const useLiveCalls = <T>(selector: (state: LiveCallsState) => T): T =>
  useStore(useWidgetStore<LiveCallsState>(), selector);
