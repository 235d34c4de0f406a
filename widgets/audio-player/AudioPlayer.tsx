/** The audio player: play/pause, a seek bar with the audio bar keys, mute, volume and captions, for one recording. */
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';
import { useInBrowser, useWidget, useWidgetStore, useWidgetT, type WidgetAttributes } from '../runtime/define';
import type { AUDIO_PLAYER_ATTRIBUTES } from './attributes';
import { clampSeek, formatClock, readCue, recording, seekTargetForKey } from './playback';
import { type AudioPlayerState, useAudioPlayer } from './store';

/** The player's attributes as props (./attributes.ts; what each does: widgets/manifest.ts). */
export type AudioPlayerAttributes = WidgetAttributes<typeof AUDIO_PLAYER_ATTRIBUTES>;

type SeekMethod = 'keyboard' | 'pointer';
type Announcement = 'playing' | 'paused' | 'ended';

const usePlayerState = () => useWidgetStore<AudioPlayerState>();

/** What the visitor can do, each action driving the <audio> element and reporting its analytics event. */
function usePlayback(audio: RefObject<HTMLAudioElement | null>, src: string, announce: (a: Announcement) => void) {
  const { emit, language } = useWidget();
  const store = usePlayerState();

  const play = useCallback(() => {
    const media = audio.current;
    if (!media) return;
    // From the end, play() starts over at 0: that is a restart, not a play.
    const restart = store.getState().status === 'ended' || media.ended;
    const at = restart ? 0 : media.currentTime;
    media.play().then(
      () => {
        announce('playing');
        if (restart) emit('alex-audio-restart', { src, language });
        else emit('alex-audio-play', { src, language, at });
      },
      (error: unknown) => {
        // A pause before playback started is not a failure; a browser refusing to play leaves it paused.
        if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'NotAllowedError')) return;
        store.getState().failed();
      },
    );
  }, [audio, announce, emit, language, src, store]);

  const pause = useCallback(() => {
    const media = audio.current;
    if (!media) return;
    media.pause();
    announce('paused');
    emit('alex-audio-pause', { src, language, at: media.currentTime });
  }, [audio, announce, emit, language, src]);

  const seek = useCallback(
    (to: number, method: SeekMethod, from = audio.current?.currentTime ?? 0) => {
      const media = audio.current;
      if (!media) return;
      const target = clampSeek(to, media.duration);
      if (media.currentTime !== target) media.currentTime = target;
      // The media keeps its own precision: report where it really is, which is where the next move starts.
      const landed = media.currentTime;
      store.getState().seeked(landed);
      if (landed !== from) emit('alex-audio-seek', { src, language, from, to: landed, method });
    },
    [audio, emit, language, src, store],
  );

  const ended = useCallback(() => {
    const media = audio.current;
    if (!media) return;
    emit('alex-audio-ended', { src, language, duration: media.duration });
    media.currentTime = 0;
    store.getState().ended();
    announce('ended');
  }, [audio, announce, emit, language, src, store]);

  return { play, pause, seek, ended };
}

export function AudioPlayer({ src, captions, label }: AudioPlayerAttributes) {
  const t = useWidgetT('audio-player');
  const { origin, language } = useWidget();
  const store = usePlayerState();
  // A view rendered ahead (on a server, where no page address is known) names no file to load: the audio and its
  // captions get their sources once the player's code runs and can follow them.
  const inBrowser = useInBrowser();
  const file = useMemo(
    () => recording({ src, captions }, language, origin, inBrowser ? document.baseURI : `${origin}/`),
    [inBrowser, src, captions, language, origin],
  );
  const audio = useRef<HTMLAudioElement>(null);
  const seekBar = useRef<HTMLInputElement>(null);
  const volumeBar = useRef<HTMLInputElement>(null);
  const track = useRef<HTMLTrackElement>(null);
  const live = useRef<HTMLParagraphElement>(null);
  useCaptionTrack(track, file.captions);
  // Said once per visitor action; written straight to the live region so a repeat is said again.
  const announce = useCallback(
    (what: Announcement) => {
      if (live.current) live.current.textContent = t(`status.${what}`);
    },
    [t],
  );
  const { play, pause, seek, ended } = usePlayback(audio, file.audio, announce);
  const status = useAudioPlayer((s) => s.status);
  const titleId = useId();
  const ready = status !== 'loading' && status !== 'error';

  // The audio bar keys work wherever focus is in the player, except on the volume slider (its arrows set the
  // volume); up and down only on the seek bar, so from the buttons they still scroll the page.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const media = audio.current;
    if (!media || !ready || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target === volumeBar.current) return;
    if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && event.target !== seekBar.current) return;
    const to = seekTargetForKey(event.key, media.currentTime, media.duration);
    if (to === null) return;
    event.preventDefault();
    seek(to, 'keyboard');
  };

  return (
    <fieldset
      aria-labelledby={titleId}
      disabled={!ready}
      onKeyDown={onKeyDown}
      data-status={status}
      part="container"
      className="m-0 min-w-0 rounded-2xl border border-line bg-surface p-4 text-ink"
    >
      {/* Captions from another origin need CORS; the audio is then fetched the same way (the gateway allows it). */}
      <audio
        ref={audio}
        src={inBrowser ? file.audio : undefined}
        preload="metadata"
        crossOrigin={file.captions ? 'anonymous' : undefined}
        onLoadStart={() => {
          store.getState().load();
          if (live.current) live.current.textContent = '';
        }}
        onLoadedMetadata={(event) => store.getState().loaded(event.currentTarget.duration)}
        onDurationChange={(event) => store.getState().durationChanged(event.currentTarget.duration)}
        onTimeUpdate={(event) => store.getState().timeChanged(event.currentTarget.currentTime)}
        onPlay={() => store.getState().played()}
        onPause={() => store.getState().paused()}
        onEnded={ended}
        onError={() => store.getState().failed()}
        onVolumeChange={(event) =>
          store.getState().volumeChanged(event.currentTarget.volume, event.currentTarget.muted)
        }
      >
        {/* Without captions the track has no source and stays disabled. */}
        <track
          key={file.captions}
          ref={track}
          kind="captions"
          src={inBrowser ? file.captions : undefined}
          srcLang={file.captionsLanguage}
          label={t('controls.captions')}
        />
      </audio>
      {/* Phones: play and title, the bar, then the settings. From 640 px the settings sit beside the title. */}
      <div className="flex flex-wrap items-center gap-3">
        <PlayButton onPlay={play} onPause={pause} />
        <div part="header" className="order-1 min-w-0 flex-1">
          <p id={titleId} className="m-0 text-base font-semibold leading-6 break-words">
            {label?.trim() || t('title')}
          </p>
          <Clock />
        </div>
        <SeekBar input={seekBar} audio={audio} onSeek={seek} />
        <div className="order-3 flex basis-full items-center justify-end gap-1 sm:order-2 sm:basis-auto">
          {file.captions && <CaptionsButton />}
          <MuteButton audio={audio} />
          <VolumeBar input={volumeBar} audio={audio} />
        </div>
      </div>
      {file.captions && <Captions language={file.captionsLanguage} />}
      {status === 'error' && (
        <p role="alert" className="mt-3 mb-0 text-sm font-medium text-danger">
          {t('error')}
        </p>
      )}
      <p ref={live} aria-live="polite" className="sr-only" />
    </fieldset>
  );
}

const CONTROL =
  'inline-flex shrink-0 items-center justify-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50';
const toggle = (pressed: boolean) =>
  `${CONTROL} h-10 w-10 ${pressed ? 'bg-primary-soft text-primary' : 'text-ink-muted hover:bg-surface-muted hover:text-ink'}`;

function PlayButton({ onPlay, onPause }: { onPlay: () => void; onPause: () => void }) {
  const t = useWidgetT('audio-player');
  const status = useAudioPlayer((s) => s.status);
  const playing = status === 'playing';
  const name = playing ? t('controls.pause') : status === 'ended' ? t('controls.replay') : t('controls.play');
  return (
    <button
      type="button"
      aria-label={name}
      data-control="play"
      part="button"
      onClick={playing ? onPause : onPlay}
      className={`${CONTROL} h-12 w-12 bg-primary text-on-primary hover:bg-primary-strong`}
    >
      <Icon>{playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5.5v13l11-6.5z" />}</Icon>
    </button>
  );
}

function MuteButton({ audio }: { audio: RefObject<HTMLAudioElement | null> }) {
  const t = useWidgetT('audio-player');
  const muted = useAudioPlayer((s) => s.muted);
  const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const;
  return (
    <button
      type="button"
      aria-label={t('controls.mute')}
      aria-pressed={muted}
      data-control="mute"
      onClick={() => {
        if (audio.current) audio.current.muted = !audio.current.muted;
      }}
      className={toggle(muted)}
    >
      <Icon>
        <path d="M4 9v6h4l5 4V5L8 9z" />
        {muted ? <path d="M16 9l5 6M21 9l-5 6" {...stroke} /> : <path d="M16 8.5a5 5 0 0 1 0 7" {...stroke} />}
      </Icon>
    </button>
  );
}

function CaptionsButton() {
  const t = useWidgetT('audio-player');
  const captions = useAudioPlayer((s) => s.captions);
  const toggleCaptions = useAudioPlayer((s) => s.toggleCaptions);
  return (
    <button
      type="button"
      aria-label={t('controls.captions')}
      aria-pressed={captions}
      data-control="captions"
      onClick={toggleCaptions}
      className={toggle(captions)}
    >
      <Icon>
        <path d="M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm3 7v2h7v-2zm9 0v2h3v-2zM6 9v2h3V9zm5 0v2h7V9z" />
      </Icon>
    </button>
  );
}

/** Follows the captions track once the visitor turns captions on; until then its cues are not even fetched. */
function useCaptionTrack(element: RefObject<HTMLTrackElement | null>, src: string | undefined) {
  const store = usePlayerState();
  const captions = useAudioPlayer((s) => s.captions);
  useEffect(() => {
    const track = src ? element.current?.track : undefined;
    if (!track) return;
    // Hidden: the cues run without the browser drawing them (an <audio> has nowhere to); the player shows them.
    track.mode = captions ? 'hidden' : 'disabled';
    if (!captions) return;
    const changed = () => {
      const cue = track.activeCues?.[track.activeCues.length - 1] as VTTCue | undefined;
      store.getState().captionChanged(cue ? readCue(cue.text) : null);
    };
    changed();
    track.addEventListener('cuechange', changed);
    return () => track.removeEventListener('cuechange', changed);
  }, [element, src, captions, store]);
}

/** The caption of the moment, in the recording's language (the English example also plays for Spanish). */
function Captions({ language }: { language: string }) {
  const t = useWidgetT('audio-player');
  const captions = useAudioPlayer((s) => s.captions);
  const caption = useAudioPlayer((s) => s.caption);
  if (!captions) return null;
  return (
    <p
      lang={language}
      className="mt-3 mb-0 min-h-[60px] rounded-xl bg-surface-muted px-3 py-2 text-sm leading-5 text-ink"
      data-captions
    >
      {caption?.speaker && <span className="font-semibold">{t('captionSpeaker', { speaker: caption.speaker })} </span>}
      {caption?.words}
    </p>
  );
}

function Clock() {
  const t = useWidgetT('audio-player');
  const status = useAudioPlayer((s) => s.status);
  const position = useAudioPlayer((s) => s.position);
  const duration = useAudioPlayer((s) => s.duration);
  return (
    <p className="m-0 text-sm tabular-nums text-ink-muted" data-clock>
      {status === 'loading' ? t('loading') : `${formatClock(position)} / ${formatClock(duration)}`}
    </p>
  );
}

const RANGE =
  'm-0 h-6 cursor-pointer rounded accent-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:cursor-not-allowed';

function SeekBar({
  input,
  audio,
  onSeek,
}: {
  input: RefObject<HTMLInputElement | null>;
  audio: RefObject<HTMLAudioElement | null>;
  onSeek: (to: number, method: SeekMethod, from?: number) => void;
}) {
  const t = useWidgetT('audio-player');
  const store = usePlayerState();
  const position = useAudioPlayer((s) => s.position);
  const duration = useAudioPlayer((s) => s.duration);
  // A drag scrubs as it goes and reports one seek, from where it started, when the visitor lets go.
  const dragFrom = useRef<number | null>(null);
  const text = t('time', { current: formatClock(position), total: formatClock(duration) });

  // `change` fires once when the pointer lets go (React's onChange fires on every tick).
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const released = () => {
      const from = dragFrom.current;
      dragFrom.current = null;
      if (from !== null) onSeek(element.valueAsNumber, 'pointer', from);
    };
    element.addEventListener('change', released);
    return () => element.removeEventListener('change', released);
  }, [input, onSeek]);

  return (
    <input
      ref={input}
      type="range"
      min={0}
      max={duration}
      step="any"
      value={Math.min(position, duration)}
      aria-label={t('controls.position')}
      aria-valuetext={text}
      data-control="seek"
      onPointerDown={() => {
        dragFrom.current = audio.current?.currentTime ?? 0;
      }}
      onChange={(event) => {
        const media = audio.current;
        if (!media) return;
        const to = event.currentTarget.valueAsNumber;
        if (dragFrom.current === null) {
          // Not a pointer (assistive technology setting the value): one seek at once.
          onSeek(to, 'keyboard');
          return;
        }
        media.currentTime = clampSeek(to, media.duration);
        store.getState().seeked(media.currentTime);
      }}
      className={`${RANGE} order-2 basis-full sm:order-3`}
    />
  );
}

function VolumeBar({
  input,
  audio,
}: {
  input: RefObject<HTMLInputElement | null>;
  audio: RefObject<HTMLAudioElement | null>;
}) {
  const t = useWidgetT('audio-player');
  const { language } = useWidget();
  const store = usePlayerState();
  const volume = useAudioPlayer((s) => s.volume);
  const percent = useMemo(() => new Intl.NumberFormat(language, { style: 'percent' }), [language]);
  return (
    <input
      ref={input}
      type="range"
      min={0}
      max={1}
      step={0.05}
      value={volume}
      aria-label={t('controls.volume')}
      aria-valuetext={percent.format(volume)}
      data-control="volume"
      onChange={(event) => {
        const media = audio.current;
        if (!media) return;
        media.volume = event.currentTarget.valueAsNumber;
        // Turning the volume up is a way out of mute.
        if (media.volume > 0) media.muted = false;
        // At once, not on the media's volumechange: the controlled slider must not spring back in between.
        store.getState().volumeChanged(media.volume, media.muted);
      }}
      className={`${RANGE} ml-2 w-28`}
    />
  );
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="currentColor" focusable="false">
      {children}
    </svg>
  );
}
