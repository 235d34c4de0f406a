/**
 * Every DOM event the widgets dispatch. All bubble and are composed, so a host page can listen on the
 * element or on document. A payload never changes shape: add a new event and deprecate the old one.
 * Payloads never carry what a visitor typed (e-mail addresses, phone numbers).
 */
import type { RoiIndustryKey, RoiSlider } from '../shared/roi';

export interface AlexEventMap {
  /** ROI calculator: the visitor picked an industry (sliders now show its preset). */
  'alex-roi-industry-change': { industry: RoiIndustryKey };
  /** ROI calculator: the visitor let go of a slider at a new value (fires once per move, not per tick). */
  'alex-roi-slider-change': { slider: RoiSlider; value: number };
  /** ROI calculator: the visitor asked for the results by e-mail and the request left. */
  'alex-roi-email-request': { industry: RoiIndustryKey };
  /** ROI calculator: the gateway accepted the e-mail. */
  'alex-roi-email-success': { industry: RoiIndustryKey };
  /** ROI calculator: the e-mail was refused before sending (`invalid-email`) or the request failed. */
  'alex-roi-email-error': { industry: RoiIndustryKey; reason: 'invalid-email' | 'request-failed' };
}

export type AlexEventName = keyof AlexEventMap;

declare global {
  interface HTMLElementEventMap {
    'alex-roi-industry-change': CustomEvent<AlexEventMap['alex-roi-industry-change']>;
    'alex-roi-slider-change': CustomEvent<AlexEventMap['alex-roi-slider-change']>;
    'alex-roi-email-request': CustomEvent<AlexEventMap['alex-roi-email-request']>;
    'alex-roi-email-success': CustomEvent<AlexEventMap['alex-roi-email-success']>;
    'alex-roi-email-error': CustomEvent<AlexEventMap['alex-roi-email-error']>;
  }
}

const debugging = (): boolean => {
  try {
    return new URLSearchParams(location.search).get('alex-debug') === '1';
  } catch {
    return false;
  }
};

/** Dispatches an analytics event from a widget's host element. `?alex-debug=1` on the page also logs it. */
export function dispatchAlexEvent<N extends AlexEventName>(host: HTMLElement, name: N, detail: AlexEventMap[N]): void {
  if (debugging()) console.info('[alex]', host.localName, name, detail);
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
