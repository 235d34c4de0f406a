/**
 * What Continue, Back and the call launch do (spec section 4): each step's gateway calls, the banners and
 * events around them, and what a failure shows: the blocked dialog, the rate-limit dialog, the captcha gate
 * again, or the red banner with the classified, localized message.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { SufficiencyCode } from '../../shared/demo';
import type { DemoWizardStepName } from '../events';
import { isApiError, toApiError } from '../runtime/api-error';
import { useWidget, useWidgetStore, useWidgetT } from '../runtime/define';
import { type LiveState, pollCall } from './call-status';
import { clearCaptcha, readCaptcha, readSession } from './captcha/storage';
import { classifyError, type FieldLabel } from './classify';
import { describeError } from './error-text';
import { loadLaterSteps } from './later-steps';
import { lazyDemoApi } from './lazy-api';
import { phoneLengthOk, phoneValue } from './phone/phone';
import { rateLimitState } from './rate-limit';
import { BANNER_MS, isJobUrl } from './rules';
import type { Banner, BannerName, FieldName, Step, WizardState } from './store';

const STEP_NAMES: Record<Step, DemoWizardStepName> = { 1: 'job', 2: 'persona', 3: 'contact', 4: 'call', 5: 'success' };

/** The gateway's sufficiency verdicts, in the visitor's words. */
const SUFFICIENCY_KEYS = {
  too_short: 'job.short',
  too_long: 'job.long',
  not_a_job: 'job.notJob',
} as const satisfies Record<SufficiencyCode, string>;

/** The form fields a gateway validation message can point at. */
const FORM_FIELDS: Partial<Record<FieldLabel, FieldName>> = {
  firstName: 'firstName',
  email: 'email',
  phone: 'phone',
  jobDescription: 'jobInput',
  jobUrl: 'jobInput',
};

export interface WizardFlow {
  next: () => Promise<void>;
  back: () => void;
  createCall: () => Promise<void>;
  /**
   * Asks, spending nothing, whether the visitor may call now; a refusal shows as the call's would (the
   * rate-limit dialog, or the banner for the day's call already made). A failed question is no refusal: the
   * call itself is checked again.
   */
  checkAllowance: () => Promise<boolean>;
  /** Follows a call until its report is read; the returned function stops following it. */
  watchCall: (callId: number, onState: (state: LiveState) => void) => () => void;
  restart: () => void;
}

export function useWizardFlow(): WizardFlow {
  const { api, language, emit, host } = useWidget();
  const store = useWidgetStore<WizardState>();
  const t = useWidgetT('demo');
  const tError = useWidgetT('demo-errors');
  // The flow is made once per widget (its API client and voice samples with it); what a language switch
  // changes is read from here when a step runs.
  const live = useRef({ language, emit, t, tError });
  useLayoutEffect(() => {
    live.current = { language, emit, t, tError };
  });

  return useMemo(() => {
    const get = store.getState;
    const forward = <F>(pick: () => F) =>
      ((...args: unknown[]) => (pick() as (...a: unknown[]) => unknown)(...args)) as F;
    const t = forward(() => live.current.t);
    const tError = forward(() => live.current.tError);
    const emit = forward(() => live.current.emit);
    const demo = lazyDemoApi(
      api,
      {
        token: () => readCaptcha()?.token ?? null,
        session: readSession,
        invalidate: clearCaptcha,
      },
      () => host.getAttribute('partner'),
    );

    let bannerTimer: ReturnType<typeof setTimeout> | undefined;
    /** A status line that clears itself after two seconds (spec section 4). */
    const banner = (key: BannerName, params?: Banner['params'], tone: Banner['tone'] = 'info') => {
      clearTimeout(bannerTimer);
      get().setBanner({ key: `job.banners.${key}`, ...(params ? { params } : {}), tone });
      bannerTimer = setTimeout(() => get().setBanner(null), BANNER_MS);
    };

    const completed = (step: Exclude<Step, 5>) => {
      emit('alex-demo-wizard-step-completed', { step, name: STEP_NAMES[step], language: live.current.language });
      get().setStep((step + 1) as Step);
    };

    /** Shows a failure the way its kind asks for; returns its type for the analytics event. */
    const fail = (error: unknown, endpoint: string): string => {
      const apiError = isApiError(error) ? error : toApiError(error, endpoint);
      const state = get();
      if (apiError.code === 'BLACKLISTED') {
        state.showBlocked(true);
        return 'blocked';
      }
      const classified = classifyError(apiError);
      // Both limits open the dialog; one call per phone number and e-mail a day says so in its own words.
      if (classified.type === 'rate-limit') {
        state.showRateLimit({
          ...rateLimitState(apiError),
          ...(classified.key === 'alreadyCalled' ? { alreadyCalled: true } : {}),
        });
        return classified.type;
      }
      // A field the visitor can fix gets the message next to it; the captcha codes already cleared the stored
      // token (the client did), so the gate of this step shows again.
      const field = classified.field ? FORM_FIELDS[classified.field] : undefined;
      if (field) {
        state.setFieldErrors({ [field]: describeError(tError, classified) });
        return classified.type;
      }
      state.setError({ key: classified.key, ...(classified.params ? { params: classified.params } : {}) });
      return classified.type;
    };

    const captchaMissing = (): boolean => {
      if (readCaptcha()) return false;
      get().setError({ text: t('job.solveFirst') });
      return true;
    };

    async function submitJob(): Promise<void> {
      const { form, verifiedJob, results } = get();
      // Step 2's code comes down while the job is checked and parsed (it has usually started already).
      const nextSteps = loadLaterSteps();
      // The same text was parsed a moment ago (the visitor came back): no need to spend another request.
      if (results.job && verifiedJob?.input === form.jobInput) {
        try {
          await nextSteps;
          completed(1);
        } catch (error) {
          fail(error, 'parse-job');
        }
        return;
      }
      nextSteps.catch(() => undefined);
      if (captchaMissing()) return;
      const input = form.jobInput.trim();
      if (form.inputType === 'url' && !isJobUrl(input)) {
        get().setFieldErrors({ jobInput: t('job.invalidUrl') });
        return;
      }
      get().setBusy('job');
      get().setError(null);
      try {
        let text: string;
        if (form.inputType === 'url') {
          banner('processingUrl');
          const result = await demo.processUrl(input, live.current.language);
          text = result.verification.translatedContent ?? result.content;
          banner('extractedIn', { ms: Math.round(result.processingTime) }, 'success');
        } else {
          banner('checkingSafety');
          const verdict = await demo.verifyContent(input, live.current.language);
          if (verdict.isHarmful) {
            get().setError({ key: 'contentInappropriate' });
            emit('alex-demo-wizard-job-parsing', { status: 'error', inputType: 'paste', errorType: 'validation' });
            return;
          }
          if (!verdict.isSufficient) {
            const key = verdict.sufficiencyCode ? SUFFICIENCY_KEYS[verdict.sufficiencyCode] : 'job.notJob';
            get().setFieldErrors({ jobInput: t(key) });
            emit('alex-demo-wizard-job-parsing', { status: 'error', inputType: 'paste', errorType: 'validation' });
            return;
          }
          text = verdict.translatedContent ?? input;
          if (verdict.translated && verdict.detectedLanguage !== 'unknown') {
            banner(
              'translated',
              { from: t(`job.languages.${verdict.detectedLanguage}`), to: t(`job.languages.${live.current.language}`) },
              'success',
            );
          } else banner('verified', undefined, 'success');
        }
        const job = await demo.parseJob(text);
        get().setResults({ job: { id: job.id, name: job.name }, interview: null, contact: null, call: null });
        get().setVerifiedJob({ input: form.jobInput, text });
        emit('alex-demo-wizard-job-parsing', { status: 'success', inputType: form.inputType });
        await nextSteps;
        completed(1);
      } catch (error) {
        const errorType = fail(error, form.inputType === 'url' ? 'process-url' : 'parse-job');
        emit('alex-demo-wizard-job-parsing', { status: 'error', inputType: form.inputType, errorType });
      } finally {
        get().setBusy(null);
      }
    }

    async function submitPersona(): Promise<void> {
      const { form, results } = get();
      const persona = form.selectedPersona;
      if (!persona) return;
      if (!results.job) {
        get().setError({ key: 'jobDataMissing' });
        return;
      }
      if (captchaMissing()) return;
      get().setBusy('interview');
      get().setError(null);
      try {
        const interview = await demo.generateInterview({ persona, job: results.job, language: live.current.language });
        get().setResults({ interview, contact: null, call: null });
        emit('alex-demo-wizard-interview-generation', { status: 'success', persona });
        completed(2);
      } catch (error) {
        const errorType = fail(error, 'generate-interview');
        emit('alex-demo-wizard-interview-generation', { status: 'error', persona, errorType });
      } finally {
        get().setBusy(null);
      }
    }

    /** The form's own checks, with the spec's field messages; true when it may be sent. */
    function checkContact(): boolean {
      const { form } = get();
      const errors: Partial<Record<FieldName, string>> = {};
      const required = (field: 'firstName' | 'email' | 'phone') =>
        t('contact.fieldRequired', { field: t(`contact.fields.${field}`) });
      const invalid = (field: 'firstName' | 'email' | 'phone') =>
        t('contact.fieldInvalid', { field: t(`contact.fields.${field}`) });
      if (!form.firstName.trim()) errors.firstName = required('firstName');
      if (!form.email.trim()) errors.email = required('email');
      else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = invalid('email');
      if (!form.phone.digits) errors.phone = required('phone');
      else if (!phoneLengthOk(phoneValue(form.phone.country, form.phone.digits)))
        errors.phone = t('contact.phoneLength');
      if (!form.consent) errors.consent = t('contact.consentRequired');
      get().setFieldErrors(errors);
      return Object.keys(errors).length === 0;
    }

    async function submitContact(): Promise<void> {
      if (!checkContact()) return;
      const { form, results } = get();
      const persona = form.selectedPersona;
      if (!persona || !results.job || !results.interview) {
        get().setError({ key: 'jobDataMissing' });
        return;
      }
      if (captchaMissing()) return;
      get().setBusy('contact');
      get().setError(null);
      const phone = phoneValue(form.phone.country, form.phone.digits);
      try {
        const contact = await demo.createContact({
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: form.email.trim(),
          phone,
          persona,
        });
        get().setResults({ contact: { id: contact.id }, call: null });
        emit('alex-demo-wizard-contact-creation', { status: 'success' });
        // The lead never holds the demo up: it is sent on the side and only reported.
        void demo
          .sendLead({
            firstName: form.firstName.trim(),
            lastName: form.lastName.trim(),
            company: form.company.trim(),
            email: form.email.trim(),
            phone,
            selectedPersona: persona,
            inputType: form.inputType,
            language: live.current.language,
            marketingOptIn: form.marketingOptIn,
          })
          .then((outcome) => {
            if (outcome.ok) {
              emit('alex-demo-wizard-lead-created', { stored: outcome.hubspotId ? 'crm' : 'outbox' });
            } else emit('alex-demo-wizard-lead-error', { errorType: classifyError(outcome.error).type });
          });
        // Launching the call needs a captcha solved after the contact exists (the post-contact gate).
        clearCaptcha();
        completed(3);
      } catch (error) {
        const errorType = fail(error, 'contact');
        emit('alex-demo-wizard-contact-creation', { status: 'error', errorType });
      } finally {
        get().setBusy(null);
      }
    }

    async function createCall(): Promise<void> {
      const { form, results } = get();
      const persona = form.selectedPersona;
      if (!persona || !results.contact || !results.interview) {
        get().setError({ key: 'jobDataMissing' });
        return;
      }
      if (!readCaptcha()) {
        get().setError({ text: t('call.gate') });
        return;
      }
      get().setBusy('call');
      get().setError(null);
      try {
        const call = await demo.createCall({
          contactId: results.contact.id,
          interviewId: results.interview.id,
          timing: form.callTiming,
          scheduledTime: form.scheduledTime,
        });
        get().setResults({ call });
        emit('alex-demo-wizard-submitted', { persona, callTiming: form.callTiming, language: live.current.language });
        completed(4);
      } catch (error) {
        fail(error, 'call');
      } finally {
        get().setBusy(null);
      }
    }

    return {
      async next() {
        const { step, busy } = get();
        if (busy) return;
        if (step === 1) await submitJob();
        else if (step === 2) await submitPersona();
        else if (step === 3) await submitContact();
      },
      back() {
        const { step, busy, setStep } = get();
        if (busy || step <= 1 || step >= 4) return;
        // Back on step 1 the visitor proves again it is not a bot (spec section 4).
        if (step === 2) clearCaptcha();
        setStep((step - 1) as Step);
      },
      createCall,
      async checkAllowance() {
        const contact = get().results.contact;
        try {
          const answer = await demo.allowance(contact?.id ?? null);
          if (answer.allowed) return true;
          fail(answer.error, 'allowance');
          return false;
        } catch (error) {
          if (isApiError(error) && error.code === 'BLACKLISTED') {
            fail(error, 'allowance');
            return false;
          }
          return true;
        }
      },
      watchCall: (callId, onState) =>
        pollCall(callId, { getCall: (id) => demo.getCall(id), getReport: (id) => demo.getReport(id), onState }),
      restart() {
        clearCaptcha();
        get().restart();
      },
    };
  }, [api, store, host]);
}
