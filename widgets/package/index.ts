/** Every widget's component; import one widget's subpath (`@alex/widgets/roi-calculator`) to load only that widget. */
export { AlexAudioPlayer, defineAlexAudioPlayer } from './audio-player';
export { AlexDemoWizard, defineAlexDemoWizard } from './demo-wizard';
export { AlexLiveCalls, defineAlexLiveCalls } from './live-calls';
export type * from './props';
export { AlexRoiCalculator, defineAlexRoiCalculator } from './roi-calculator';
