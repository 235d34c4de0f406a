/**
 * State of one ROI calculator: the visitor's inputs, the e-mail being typed, whether a send runs and the one
 * toast about the last send.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyPreset, DEFAULT_ROI_INPUTS, type RoiIndustryKey, type RoiInputs, type RoiSlider } from '../../shared/roi';
import { useWidgetStore } from '../runtime/define';
import { createToastStore, type Toast, type ToastStore } from '../runtime/toasts';

export interface RoiState extends RoiInputs {
  email: string;
  sending: boolean;
  chooseIndustry: (industry: RoiIndustryKey) => void;
  /** Any slider move leaves the preset: the industry goes back to custom. */
  moveSlider: (slider: RoiSlider, value: number) => void;
  setEmail: (email: string) => void;
  setSending: (sending: boolean) => void;
  /** What came of the last send, under the e-mail row: one at a time, so three sends never stack three toasts. */
  notices: ToastStore;
  /** Shows a toast in place of the current one, for four seconds. */
  notify: (message: string, variant: Exclude<Toast['variant'], 'default'>) => void;
}

export type RoiStore = StoreApi<RoiState>;

export const createRoiStore = (): RoiStore => {
  const notices = createToastStore(1);
  return createStore<RoiState>()((set) => ({
    ...DEFAULT_ROI_INPUTS,
    email: '',
    sending: false,
    chooseIndustry: (industry) => set((state) => applyPreset(state, industry)),
    moveSlider: (slider, value) => set({ [slider]: value, industry: 'custom' }),
    setEmail: (email) => set({ email }),
    setSending: (sending) => set({ sending }),
    notices,
    notify: (message, variant) => notices.getState().show(message, variant),
  }));
};

export const useRoi = <T>(selector: (state: RoiState) => T): T => useStore(useWidgetStore<RoiState>(), selector);
