/**
 * State of one ROI calculator: the visitor's inputs, the e-mail being typed, whether a send runs and the one
 * notice (toast) about the last send.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyPreset, DEFAULT_ROI_INPUTS, type RoiIndustryKey, type RoiInputs, type RoiSlider } from '../../shared/roi';
import { useWidgetStore } from '../runtime/define';
import { TOAST_DURATION_MS } from '../runtime/toasts';

/** What came of a send, shown beside the e-mail form; a newer one replaces it. */
export interface RoiNotice {
  id: number;
  message: string;
  variant: 'success' | 'destructive';
}

export interface RoiState extends RoiInputs {
  email: string;
  sending: boolean;
  chooseIndustry: (industry: RoiIndustryKey) => void;
  /** Any slider move leaves the preset: the industry goes back to custom. */
  moveSlider: (slider: RoiSlider, value: number) => void;
  setEmail: (email: string) => void;
  setSending: (sending: boolean) => void;
  /** The notice shown now: one at a time, so three sends in a row never stack three toasts. */
  notice: RoiNotice | null;
  /** Shows a notice in place of the current one, for four seconds. */
  notify: (message: string, variant: RoiNotice['variant']) => void;
  dismissNotice: (id: number) => void;
}

export type RoiStore = StoreApi<RoiState>;

export const createRoiStore = (): RoiStore => {
  let nextNotice = 1;
  return createStore<RoiState>()((set, get) => ({
    ...DEFAULT_ROI_INPUTS,
    email: '',
    sending: false,
    chooseIndustry: (industry) => set((state) => applyPreset(state, industry)),
    moveSlider: (slider, value) => set({ [slider]: value, industry: 'custom' }),
    setEmail: (email) => set({ email }),
    setSending: (sending) => set({ sending }),
    notice: null,
    notify: (message, variant) => {
      const id = nextNotice++;
      set({ notice: { id, message, variant } });
      setTimeout(() => get().dismissNotice(id), TOAST_DURATION_MS);
    },
    dismissNotice: (id) => {
      if (get().notice?.id === id) set({ notice: null });
    },
  }));
};

export const useRoi = <T>(selector: (state: RoiState) => T): T => useStore(useWidgetStore<RoiState>(), selector);
