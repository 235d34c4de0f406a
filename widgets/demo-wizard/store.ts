/**
 * State of one demo wizard: where the visitor is, what it typed, what the gateway created for it, and what
 * the screen shows about it (busy work, banners, the error banner and the dialogs). Flows live in flow.ts.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { EnglishResources } from '../../locales/english';
import type { Persona } from '../../shared/demo';
import { useWidgetStore } from '../runtime/define';

export const STEPS = 5;
export type Step = 1 | 2 | 3 | 4 | 5;

/** What the visitor enters (spec section 3, wizard form state). */
export interface WizardForm {
  jobInput: string;
  inputType: 'paste' | 'url';
  selectedPersona: Persona | null;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  /** ISO country code and the national digits; the dial code comes from the country. */
  phone: { country: string; digits: string };
  consent: boolean;
  /** The optional, unticked box: the visitor agrees to be contacted about Alex. Never needed for the demo. */
  marketingOptIn: boolean;
  callTiming: 'now' | 'later';
  /** ISO date-time of a call later today. */
  scheduledTime: string | null;
}

/** What the gateway created for this visitor (spec section 3, server results). */
export interface WizardResults {
  job: { id: number; name: string } | null;
  interview: { id: number; name: string; questions: unknown[] } | null;
  contact: { id: number } | null;
  call: { id: number; status: string; date: string } | null;
}

/** The work in progress; the buttons are disabled meanwhile. */
type Busy = 'job' | 'interview' | 'contact' | 'call' | null;

/** A status line under the job input (spec section 2, step 1); each clears after two seconds. */
/** The status lines step 1 shows while it works (`job.banners.*` in the demo copy). */
export type BannerName = keyof EnglishResources['demo']['job']['banners'];

export interface Banner {
  key: `job.banners.${BannerName}`;
  params?: Record<string, string | number>;
  tone: 'info' | 'success';
}

/** The red banner: an error classified and ready to translate. */
interface ErrorBanner {
  /** A demo-errors key, or a text already in the visitor's language. */
  key?: string;
  params?: Record<string, string | number>;
  text?: string;
}

interface RateLimitState {
  message: string;
  action: string;
  retryAfter: number | null;
  /** The day's call of this phone number or e-mail address is spent (not a limit of this visitor's pace). */
  alreadyCalled?: boolean;
}

export type FieldName = 'firstName' | 'email' | 'phone' | 'consent' | 'jobInput';

export interface WizardState {
  step: Step;
  form: WizardForm;
  results: WizardResults;
  busy: Busy;
  banner: Banner | null;
  error: ErrorBanner | null;
  fieldErrors: Partial<Record<FieldName, string>>;
  rateLimit: RateLimitState | null;
  blocked: boolean;
  /** The schedule dialog, and the error it opens with when 'later' has no time. */
  schedule: { open: boolean; error: string | null };
  /** The job text that passed verification (translated when it had to be): what parse-job receives. */
  verifiedJob: { input: string; text: string } | null;
  /** Bumped when the step's heading should take the focus back (a captcha card the visitor pressed went away). */
  headingFocus: number;

  setForm: (patch: Partial<WizardForm>) => void;
  setStep: (step: Step) => void;
  setBusy: (busy: Busy) => void;
  setBanner: (banner: Banner | null) => void;
  setError: (error: ErrorBanner | null) => void;
  setFieldErrors: (errors: Partial<Record<FieldName, string>>) => void;
  setResults: (patch: Partial<WizardResults>) => void;
  showRateLimit: (state: RateLimitState | null) => void;
  showBlocked: (blocked: boolean) => void;
  setSchedule: (schedule: { open: boolean; error: string | null }) => void;
  setVerifiedJob: (verified: { input: string; text: string } | null) => void;
  focusHeading: () => void;
  /** A new demo: everything but the visitor's own details and language. */
  restart: () => void;
}

export type WizardStore = StoreApi<WizardState>;

export const initialForm = (country = 'US'): WizardForm => ({
  jobInput: '',
  inputType: 'paste',
  selectedPersona: null,
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  phone: { country, digits: '' },
  consent: false,
  marketingOptIn: false,
  callTiming: 'now',
  scheduledTime: null,
});

const noResults = (): WizardResults => ({ job: null, interview: null, contact: null, call: null });

export const createWizardStore = (country?: string): WizardStore =>
  createStore<WizardState>()((set) => ({
    step: 1,
    form: initialForm(country),
    results: noResults(),
    busy: null,
    banner: null,
    error: null,
    fieldErrors: {},
    rateLimit: null,
    blocked: false,
    schedule: { open: false, error: null },
    verifiedJob: null,
    headingFocus: 0,

    setForm: (patch) =>
      set((state) => {
        // Editing a field clears its own error; the banner stays until the next attempt.
        const fieldErrors = { ...state.fieldErrors };
        for (const key of Object.keys(patch)) delete fieldErrors[key as FieldName];
        return { form: { ...state.form, ...patch }, fieldErrors };
      }),
    setStep: (step) => set({ step, banner: null, error: null, fieldErrors: {} }),
    setBusy: (busy) => set({ busy }),
    setBanner: (banner) => set({ banner }),
    setError: (error) => set({ error }),
    setFieldErrors: (fieldErrors) => set({ fieldErrors }),
    setResults: (patch) => set((state) => ({ results: { ...state.results, ...patch } })),
    // The dialogs replace the red banner (spec section 4).
    showRateLimit: (rateLimit) => set(rateLimit ? { rateLimit, error: null } : { rateLimit }),
    showBlocked: (blocked) => set(blocked ? { blocked, error: null } : { blocked }),
    setSchedule: (schedule) => set({ schedule }),
    setVerifiedJob: (verifiedJob) => set({ verifiedJob }),
    focusHeading: () => set((state) => ({ headingFocus: state.headingFocus + 1 })),
    restart: () =>
      set((state) => ({
        step: 1,
        form: {
          ...initialForm(state.form.phone.country),
          firstName: state.form.firstName,
          lastName: state.form.lastName,
          company: state.form.company,
          email: state.form.email,
          phone: state.form.phone,
        },
        results: noResults(),
        busy: null,
        banner: null,
        error: null,
        fieldErrors: {},
        schedule: { open: false, error: null },
        verifiedJob: null,
      })),
  }));

export const useWizard = <T>(selector: (state: WizardState) => T): T =>
  useStore(useWidgetStore<WizardState>(), selector);
