/** State of one audio player, as its <audio> element reports it: where playback is, how long, how loud. */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useWidgetStore } from '../runtime/define';

/** Spec section 4: loading metadata (controls disabled), paused, playing, ended (back at the start); or failed. */
type PlaybackStatus = 'loading' | 'paused' | 'playing' | 'ended' | 'error';

/** The caption of the moment: who speaks and what they say. */
interface Caption {
  speaker?: string;
  words: string;
}

export interface AudioPlayerState {
  status: PlaybackStatus;
  /** Seconds from the start. */
  position: number;
  /** Seconds; 0 until the metadata is in. */
  duration: number;
  muted: boolean;
  /** 0 to 1; the spec's default is 1. */
  volume: number;
  /** Whether the visitor turned the captions on (off at first: they take room). */
  captions: boolean;
  caption: Caption | null;
  /** A new recording: back to loading, at the start. */
  load: () => void;
  /** The metadata is in: controls work, at the start. */
  loaded: (duration: number) => void;
  durationChanged: (duration: number) => void;
  /** Playback moved on its own (the media's time updates). */
  timeChanged: (position: number) => void;
  /** The visitor moved the position: after the end, that leaves the ended state. */
  seeked: (position: number) => void;
  played: () => void;
  paused: () => void;
  /** The end was reached: the player is back at the start. */
  ended: () => void;
  failed: () => void;
  volumeChanged: (volume: number, muted: boolean) => void;
  toggleCaptions: () => void;
  captionChanged: (caption: Caption | null) => void;
}

export type AudioPlayerStore = StoreApi<AudioPlayerState>;

const known = (duration: number) => (Number.isFinite(duration) && duration > 0 ? duration : 0);

export const createAudioPlayerStore = (): AudioPlayerStore =>
  createStore<AudioPlayerState>()((set) => ({
    status: 'loading',
    position: 0,
    duration: 0,
    muted: false,
    volume: 1,
    captions: false,
    caption: null,
    load: () => set({ status: 'loading', position: 0, duration: 0, caption: null }),
    loaded: (duration) =>
      set((state) => ({ duration: known(duration), status: state.status === 'loading' ? 'paused' : state.status })),
    durationChanged: (duration) => set({ duration: known(duration) }),
    timeChanged: (position) => set({ position }),
    seeked: (position) => set((state) => ({ position, status: state.status === 'ended' ? 'paused' : state.status })),
    played: () => set({ status: 'playing' }),
    // The media pauses just before it ends; the ended state that follows wins.
    paused: () => set((state) => ({ status: state.status === 'playing' ? 'paused' : state.status })),
    ended: () => set({ status: 'ended', position: 0 }),
    failed: () => set({ status: 'error' }),
    volumeChanged: (volume, muted) => set({ volume, muted }),
    toggleCaptions: () => set((state) => ({ captions: !state.captions, caption: null })),
    captionChanged: (caption) => set({ caption }),
  }));

export const useAudioPlayer = <T>(selector: (state: AudioPlayerState) => T): T =>
  useStore(useWidgetStore<AudioPlayerState>(), selector);
