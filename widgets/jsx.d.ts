/**
 * React JSX types for the Alex widgets, so `<alex-roi-calculator lang="fr" />` type-checks in a partner's
 * React and TypeScript app (`import type {} from 'alex-widgets/jsx'`).
 * Generated from widgets/manifest.ts by widgets/manifest-build.ts: do not edit.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  AlexAudioPlayerAttributes,
  AlexDemoWizardAttributes,
  AlexLiveCallsAttributes,
  AlexRoiCalculatorAttributes,
} from './types';

/** What React accepts on a widget: an HTML element's props plus the widget's own attributes. */
type AlexElementProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'alex-roi-calculator': AlexElementProps<AlexRoiCalculatorAttributes>;
      'alex-demo-wizard': AlexElementProps<AlexDemoWizardAttributes>;
      'alex-live-calls': AlexElementProps<AlexLiveCallsAttributes>;
      'alex-audio-player': AlexElementProps<AlexAudioPlayerAttributes>;
    }
  }
}
