/**
 * The company the consent names (GET /api/company), for the steps that show it: step 3's consent and notice,
 * the booking links of the report and the rate-limit dialog.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Language } from '../../shared/languages';
import { DEFAULT_BOOKING_LINKS } from '../../shared/links';
import type { Gateway } from '../runtime/api';
import { useWidget } from '../runtime/define';
import type { DemoCompany } from './api';
import { companyOf, knownCompany } from './lazy-api';

export type CompanyState =
  | { state: 'loading' }
  | { state: 'ready'; company: DemoCompany }
  | { state: 'failed'; retry: () => void };

export function useCompany(): CompanyState {
  const { api } = useWidget();
  const [answer, setAnswer] = useState<CompanyState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setAnswer({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    let current = true;
    void attempt;
    companyOf(api).then(
      (company) => current && setAnswer({ state: 'ready', company }),
      () => current && setAnswer({ state: 'failed', retry }),
    );
    return () => {
      current = false;
    };
  }, [api, attempt, retry]);
  return answer;
}

/** Starts asking ahead, as the visitor starts on step 1; a failure waits for the step that needs the answer. */
export const prefetchCompany = (api: () => Promise<Gateway>): void => void companyOf(api).catch(() => undefined);

/**
 * The booking page of a language: the gateway's once it has answered (step 3 asks), else the default one. It
 * never asks itself: the dialogs that show it are there from the start, and step 1 loads no API code.
 */
export function useBookingLink(language: Language): string {
  const { api } = useWidget();
  return knownCompany(api)?.booking[language] ?? DEFAULT_BOOKING_LINKS[language];
}
