/** State of one live-calls marquee: whether the visitor paused it, and the times ago it shows this page view. */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useWidgetStore } from '../runtime/define';
import { minutesAgo } from './call-rules';
import { SAMPLE_CALLS } from './sample-calls';

/** Drawn once per page view, so times ago do not jump while the page is open and every marquee agrees. */
const pageViewSeed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;

export interface LiveCallsState {
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
    paused: false,
    minutesAgo: new Map(SAMPLE_CALLS.map((call, i) => [call.id, minutes[i] ?? call.baseMinutesAgo])),
    togglePaused: () => set((state) => ({ paused: !state.paused })),
  }));
};

export const useLiveCalls = <T>(selector: (state: LiveCallsState) => T): T =>
  useStore(useWidgetStore<LiveCallsState>(), selector);
