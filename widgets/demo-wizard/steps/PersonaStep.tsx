/** Step 2: the four interviewer personas, each with a voice sample; one sample plays at a time. */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { PERSONA_RULES, PERSONAS, type Persona, VOICES } from '../../../shared/demo';
import { useWidget, useWidgetT } from '../../runtime/define';
import { Icon, type IconName } from '../icons';
import { VOICE_PRELOAD_MS } from '../rules';
import { useWizard } from '../store';

/** Each interviewer's mark: precise, even-handed, friendly, warm. */
const ICONS: Record<Persona, IconName> = {
  structured: 'target',
  balanced: 'scale',
  open: 'smile',
  open_female: 'star',
};

/** One audio element per wizard: starting a sample stops the one before. */
function useVoiceSamples() {
  const { origin, language, emit } = useWidget();
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<Persona | null>(null);
  const [failed, setFailed] = useState(false);
  const url = useCallback(
    (persona: Persona) => `${origin}/widgets/voices/${language}-${persona}.mp3`,
    [origin, language],
  );

  const stop = useCallback(() => {
    audio.current?.pause();
    setPlaying(null);
  }, []);

  const play = useCallback(
    (persona: Persona) => {
      if (playing === persona) {
        stop();
        return;
      }
      audio.current?.pause();
      const element = new Audio(url(persona));
      audio.current = element;
      setFailed(false);
      setPlaying(persona);
      element.addEventListener('ended', () => setPlaying((current) => (current === persona ? null : current)));
      element.play().then(
        () => emit('alex-demo-voice-sample-played', { persona, language }),
        (error: unknown) => {
          // A pause before the sample started is not a failure.
          if (error instanceof DOMException && error.name === 'AbortError') return;
          setPlaying((current) => (current === persona ? null : current));
          setFailed(true);
        },
      );
    },
    [emit, language, playing, stop, url],
  );

  // The structured sample is the one most visitors play first: fetch it a second after the step shows.
  useEffect(() => {
    const timer = setTimeout(() => {
      const preload = new Audio();
      preload.preload = 'auto';
      preload.src = url('structured');
    }, VOICE_PRELOAD_MS);
    return () => clearTimeout(timer);
  }, [url]);

  // Another language means other samples: the one playing stops. Leaving the step stops it too.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    audio.current?.pause();
    setPlaying(null);
  }, [language]);
  useEffect(() => () => audio.current?.pause(), []);

  return { playing, failed, play };
}

export function PersonaStep() {
  const t = useWidgetT('demo');
  const { language } = useWidget();
  const selected = useWizard((s) => s.form.selectedPersona);
  const setForm = useWizard((s) => s.setForm);
  const busy = useWizard((s) => s.busy);
  const { playing, failed, play } = useVoiceSamples();
  const group = useId();

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="sr-only">{t('persona.group')}</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {PERSONAS.map((persona) => {
            const name = t(`persona.${persona}.name`);
            const voice = VOICES[language][PERSONA_RULES[persona].voice];
            const checked = selected === persona;
            const sounding = playing === persona;
            // Chosen: the card is framed and tinted. Playing: only its button turns dark, so a sample playing on
            // another card never looks like a second choice.
            return (
              <div
                key={persona}
                className={`flex flex-col gap-3 rounded-2xl border-2 p-4 ${
                  checked ? 'border-primary bg-primary-soft' : 'border-line bg-surface'
                } [&:has(input:focus-visible)]:ring-2 [&:has(input:focus-visible)]:ring-primary`}
                data-persona={persona}
                data-selected={checked || undefined}
                data-playing={sounding || undefined}
              >
                <label className="flex cursor-pointer items-start gap-3">
                  <input
                    type="radio"
                    name={group}
                    value={persona}
                    checked={checked}
                    disabled={busy !== null}
                    onChange={() => setForm({ selectedPersona: persona })}
                    className="mt-1 h-4 w-4 shrink-0 accent-primary"
                  />
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="flex items-start gap-2 text-base font-bold text-ink">
                      <Icon name={ICONS[persona]} className="mt-0.5 h-5 w-5 text-primary" />
                      {name}
                    </span>
                    <span className="text-sm text-ink-muted">{t(`persona.${persona}.description`)}</span>
                    <span className="text-xs font-semibold uppercase tracking-wide text-primary">
                      {t(`persona.${persona}.traits`)}
                    </span>
                  </span>
                </label>
                <div className="mt-auto flex items-center justify-between gap-3 pl-7">
                  <span className="text-xs text-ink-muted">{t('persona.voice', { voice: voice.name })}</span>
                  <button
                    type="button"
                    onClick={() => play(persona)}
                    aria-label={t(sounding ? 'persona.stop' : 'persona.play', { name })}
                    className={`inline-flex h-10 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 ${
                      sounding
                        ? 'border-ink bg-ink text-surface'
                        : 'border-line bg-surface text-ink hover:border-primary'
                    }`}
                  >
                    <Icon name={sounding ? 'stop' : 'play'} className="h-3.5 w-3.5" />
                    <span>{t(sounding ? 'persona.stopShort' : 'persona.playShort')}</span>
                  </button>
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>
      {failed && (
        <p role="alert" className="m-0 rounded-xl border border-accent bg-surface-muted px-4 py-3 text-sm text-ink">
          {t('persona.playError')}
        </p>
      )}
      {/* The choice is said as it is made; the live region is there before it, empty until a card is chosen. */}
      <div aria-live="polite">
        {selected && (
          <section className="rounded-2xl border border-line bg-surface-muted p-4" data-persona-summary>
            <h3 className="m-0 text-sm font-semibold uppercase tracking-wider text-ink-muted">
              {t('persona.summaryTitle')}
            </h3>
            <p className="m-0 mt-1 text-base font-bold text-ink">{t(`persona.${selected}.name`)}</p>
            <p className="m-0 mt-1 text-sm text-ink">{t(`persona.${selected}.selectedMessage`)}</p>
            <p className="m-0 mt-1 text-sm text-ink-muted">{t(`persona.${selected}.useFor`)}</p>
          </section>
        )}
      </div>
    </div>
  );
}
