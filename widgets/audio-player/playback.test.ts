import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/languages';
import {
  clampSeek,
  formatClock,
  interviewFile,
  type Recording,
  readCue,
  recording,
  SEEK_STEP_SECONDS,
  seekTargetForKey,
} from './playback';

const GATEWAY = 'https://widgets.alex.example';
const PAGE = 'https://partner.example/careers/index.html';

describe('the interview example by language', () => {
  it.each<[Language, string, string]>([
    ['fr', 'interview-fr.mp3', 'interview-fr.vtt'],
    ['en', 'interview-en.mp3', 'interview-en.vtt'],
    // Spanish has no recording of its own: the spec plays the English one.
    ['es', 'interview-en.mp3', 'interview-en.vtt'],
  ])('%s plays %s with %s', (language, audio, captions) => {
    expect([interviewFile(language, 'mp3'), interviewFile(language, 'vtt')]).toEqual([audio, captions]);
  });
});

describe('the recording a player loads', () => {
  const example = (file: string) => `${GATEWAY}/widgets/interview/${file}`;
  it.each<[string, { src?: string; captions?: string }, Language, Recording]>([
    [
      'no src: the French example and its captions from the gateway',
      {},
      'fr',
      { audio: example('interview-fr.mp3'), captions: example('interview-fr.vtt'), captionsLanguage: 'fr' },
    ],
    [
      'no src: the English example for Spanish, with English captions',
      {},
      'es',
      { audio: example('interview-en.mp3'), captions: example('interview-en.vtt'), captionsLanguage: 'en' },
    ],
    [
      'a blank src counts as none',
      { src: '  ' },
      'en',
      { audio: example('interview-en.mp3'), captions: example('interview-en.vtt'), captionsLanguage: 'en' },
    ],
    [
      'an absolute src as given, without captions',
      { src: 'https://cdn.example/call.mp3' },
      'fr',
      { audio: 'https://cdn.example/call.mp3', captionsLanguage: 'fr' },
    ],
    [
      'a path src against the host page',
      { src: '/media/call.mp3' },
      'fr',
      { audio: 'https://partner.example/media/call.mp3', captionsLanguage: 'fr' },
    ],
    [
      'a relative src and captions against the host page, captions in the widget language',
      { src: 'call.mp3', captions: 'call.vtt' },
      'es',
      {
        audio: 'https://partner.example/careers/call.mp3',
        captions: 'https://partner.example/careers/call.vtt',
        captionsLanguage: 'es',
      },
    ],
    [
      'own captions for the example',
      { captions: '/subtitles/interview.vtt' },
      'es',
      {
        audio: example('interview-en.mp3'),
        captions: 'https://partner.example/subtitles/interview.vtt',
        captionsLanguage: 'es',
      },
    ],
  ])('%s', (_, attributes, language, expected) => {
    expect(recording(attributes, language, GATEWAY, PAGE)).toEqual(expected);
  });
});

describe('a caption as the player shows it', () => {
  it.each<[string, string, { speaker?: string; words: string }]>([
    ['a voice span', '<v Alex>Do you have two minutes?', { speaker: 'Alex', words: 'Do you have two minutes?' }],
    [
      'a closed voice span with a class',
      '<v.agent Alex Martin>Bonjour.</v>',
      { speaker: 'Alex Martin', words: 'Bonjour.' },
    ],
    ['no speaker', 'Thank you, goodbye!', { words: 'Thank you, goodbye!' }],
    ['inner markup and escapes', '<v Sam><i>Yes</i> &amp; no &lt;3</v>', { speaker: 'Sam', words: 'Yes & no <3' }],
    ['line breaks join', '<v Sam>Yes,\nnow is fine.', { speaker: 'Sam', words: 'Yes, now is fine.' }],
    ['French spacing is kept', '<v Alex>Des questions\u00a0?', { speaker: 'Alex', words: 'Des questions\u00a0?' }],
  ])('%s', (_, text, expected) => {
    expect(readCue(text)).toEqual(expected);
  });
});

describe('seeking stays inside the recording', () => {
  it.each<[string, number, number, number]>([
    ['inside', 12.5, 60, 12.5],
    ['before the start', -3, 60, 0],
    ['past the end', 75, 60, 60],
    ['exactly the end', 60, 60, 60],
    ['duration not known yet (NaN)', 10, Number.NaN, 0],
    ['duration of a live stream (Infinity)', 10, Number.POSITIVE_INFINITY, 0],
    ['no position (NaN)', Number.NaN, 60, 0],
  ])('%s', (_, seconds, duration, expected) => {
    expect(clampSeek(seconds, duration)).toBe(expected);
  });
});

describe('the audio bar keys (right/left 5 s, Home, End)', () => {
  it('steps by 5 seconds', () => expect(SEEK_STEP_SECONDS).toBe(5));

  it.each<[string, number, number, number | null]>([
    ['ArrowRight', 10, 60, 15],
    ['ArrowLeft', 10, 60, 5],
    ['ArrowUp', 10, 60, 15],
    ['ArrowDown', 10, 60, 5],
    ['ArrowRight', 57, 60, 60],
    ['ArrowLeft', 3, 60, 0],
    ['ArrowLeft', 0, 60, 0],
    ['ArrowRight', 60, 60, 60],
    ['Home', 42, 60, 0],
    ['End', 12, 63.7, 63.7],
    ['End', 0, Number.NaN, 0],
    ['PageUp', 10, 60, null],
    [' ', 10, 60, null],
  ])('%s at %s s of %s s goes to %s', (key, position, duration, expected) => {
    expect(seekTargetForKey(key, position, duration)).toBe(expected);
  });
});

describe('times as the player shows them', () => {
  it.each<[number, string]>([
    [0, '0:00'],
    [0.99, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [60, '1:00'],
    [66.5, '1:06'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-4, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
