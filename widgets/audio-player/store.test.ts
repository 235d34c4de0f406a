import { describe, expect, it } from 'vitest';
import { type AudioPlayerState, createAudioPlayerStore } from './store';

type Step = (state: AudioPlayerState) => void;

const load: Step = (s) => s.loaded(63.7);
const play: Step = (s) => s.played();
const at =
  (seconds: number): Step =>
  (s) =>
    s.timeChanged(seconds);

/** Runs the steps on a fresh player and returns what the visitor would see. */
function run(...steps: Step[]) {
  const store = createAudioPlayerStore();
  for (const step of steps) step(store.getState());
  const { status, position, duration, muted, volume, captions, caption } = store.getState();
  return { status, position, duration, muted, volume, captions, caption };
}

describe('an audio player', () => {
  it('starts loading, at full volume, not muted', () => {
    expect(run()).toEqual({
      status: 'loading',
      position: 0,
      duration: 0,
      muted: false,
      volume: 1,
      captions: false,
      caption: null,
    });
  });

  it.each<[string, Step[], Partial<ReturnType<typeof run>>]>([
    ['metadata in: paused at the start with the duration', [load], { status: 'paused', position: 0, duration: 63.7 }],
    ['an unknown duration reads 0', [(s) => s.loaded(Number.NaN)], { status: 'paused', duration: 0 }],
    ['playing', [load, play, at(12)], { status: 'playing', position: 12 }],
    ['paused by the visitor', [load, play, at(12), (s) => s.paused()], { status: 'paused', position: 12 }],
    [
      'reaching the end: back at the start, ended',
      [load, play, at(63.7), (s) => s.paused(), (s) => s.ended(), at(0)],
      { status: 'ended', position: 0 },
    ],
    ['a time update after the end stays ended', [load, play, (s) => s.ended(), at(0)], { status: 'ended' }],
    [
      'seeking after the end leaves the ended state',
      [load, play, (s) => s.ended(), (s) => s.seeked(20)],
      {
        status: 'paused',
        position: 20,
      },
    ],
    ['seeking while playing keeps playing', [load, play, (s) => s.seeked(40)], { status: 'playing', position: 40 }],
    ['a pause before the metadata keeps loading', [(s) => s.paused()], { status: 'loading' }],
    ['a failed file', [(s) => s.failed()], { status: 'error' }],
    [
      'a new recording loads from the start',
      [load, play, at(30), (s) => s.load()],
      { status: 'loading', position: 0, duration: 0 },
    ],
    ['a later duration replaces the estimate', [load, (s) => s.durationChanged(64.1)], { duration: 64.1 }],
    ['mute and volume follow the media', [load, (s) => s.volumeChanged(0.4, true)], { volume: 0.4, muted: true }],
    ['captions turned on', [load, (s) => s.toggleCaptions()], { captions: true, caption: null }],
    [
      'a caption while playing',
      [load, (s) => s.toggleCaptions(), play, (s) => s.captionChanged({ speaker: 'Alex', words: 'Hello.' })],
      { caption: { speaker: 'Alex', words: 'Hello.' } },
    ],
    [
      'captions turned off drop the caption',
      [load, (s) => s.toggleCaptions(), (s) => s.captionChanged({ words: 'Hi.' }), (s) => s.toggleCaptions()],
      { captions: false, caption: null },
    ],
    [
      'a new recording drops the caption, keeps the choice',
      [load, (s) => s.toggleCaptions(), (s) => s.captionChanged({ words: 'Hi.' }), (s) => s.load()],
      { captions: true, caption: null },
    ],
  ])('%s', (_, steps, expected) => {
    expect(run(...steps)).toMatchObject(expected);
  });

  it('keeps one state per element', () => {
    const first = createAudioPlayerStore();
    const second = createAudioPlayerStore();
    first.getState().loaded(10);
    expect(second.getState().status).toBe('loading');
  });
});
