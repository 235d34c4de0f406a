/**
 * State of one ROI calculator: the visitor's inputs, the e-mail being typed, whether a send runs and what came of
 * the last one.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyPreset, DEFAULT_ROI_INPUTS, type RoiIndustryKey, type RoiInputs, type RoiSlider } from '../../shared/roi';
import { useWidgetStore } from '../runtime/define';
import type { SendStatus } from './status';

export interface RoiState extends RoiInputs {
  email: string;
  sending: boolean;
  /** What came of the last send, shown in the card until the visitor moves on (any action below but `report`). */
  status: SendStatus | null;
  chooseIndustry: (industry: RoiIndustryKey) => void;
  /** Any slider move leaves the preset: the industry goes back to custom. */
  moveSlider: (slider: RoiSlider, value: number) => void;
  setEmail: (email: string) => void;
  /** A send starts: the last one's status goes. */
  startSending: () => void;
  /** A send is over (or never started): what to say, and whether the field empties (the spec clears it on success). */
  report: (status: SendStatus, clearEmail?: boolean) => void;
}

export type RoiStore = StoreApi<RoiState>;

export const createRoiStore = (): RoiStore =>
  createStore<RoiState>()((set) => ({
    ...DEFAULT_ROI_INPUTS,
    email: '',
    sending: false,
    status: null,
    chooseIndustry: (industry) => set((state) => ({ ...applyPreset(state, industry), status: null })),
    moveSlider: (slider, value) => set({ [slider]: value, industry: 'custom', status: null }),
    setEmail: (email) => set({ email, status: null }),
    startSending: () => set({ sending: true, status: null }),
    report: (status, clearEmail = false) =>
      set((state) => ({ sending: false, status, email: clearEmail ? '' : state.email })),
  }));

export const useRoi = <T>(selector: (state: RoiState) => T): T => useStore(useWidgetStore<RoiState>(), selector);
