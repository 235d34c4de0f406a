/** State of one ROI calculator: the visitor's inputs, the e-mail being typed and whether a send runs. */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyPreset, DEFAULT_ROI_INPUTS, type RoiIndustryKey, type RoiInputs, type RoiSlider } from '../../shared/roi';
import { useWidgetStore } from '../runtime/define';

export interface RoiState extends RoiInputs {
  email: string;
  sending: boolean;
  chooseIndustry: (industry: RoiIndustryKey) => void;
  /** Any slider move leaves the preset: the industry goes back to custom. */
  moveSlider: (slider: RoiSlider, value: number) => void;
  setEmail: (email: string) => void;
  setSending: (sending: boolean) => void;
}

export type RoiStore = StoreApi<RoiState>;

export const createRoiStore = (): RoiStore =>
  createStore<RoiState>()((set) => ({
    ...DEFAULT_ROI_INPUTS,
    email: '',
    sending: false,
    chooseIndustry: (industry) => set((state) => applyPreset(state, industry)),
    moveSlider: (slider, value) => set({ [slider]: value, industry: 'custom' }),
    setEmail: (email) => set({ email }),
    setSending: (sending) => set({ sending }),
  }));

export const useRoi = <T>(selector: (state: RoiState) => T): T => useStore(useWidgetStore<RoiState>(), selector);
