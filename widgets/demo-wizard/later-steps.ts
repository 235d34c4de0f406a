/** Loads steps 2 to 5 (./steps/later.ts) once per page, and lets the wizard render them once they are in. */
import { useSyncExternalStore } from 'react';

type StepsModule = typeof import('./steps/later');
export type LaterSteps = Pick<StepsModule, 'CallStep' | 'ContactStep' | 'PersonaStep' | 'SuccessStep'>;

let loaded: LaterSteps | null = null;
let pending: Promise<LaterSteps> | undefined;
const listeners = new Set<() => void>();

/** The steps' module; a failed download (offline) is tried again on the next call. */
export function loadLaterSteps(): Promise<LaterSteps> {
  pending ??= import('./steps/later').then(
    ({ CallStep, ContactStep, PersonaStep, SuccessStep }) => {
      const steps = { CallStep, ContactStep, PersonaStep, SuccessStep };
      loaded = steps;
      for (const listener of listeners) listener();
      return steps;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Starts the download ahead, when the visitor shows they are going on; a failure waits for the next try. */
export const prefetchLaterSteps = (): void => void loadLaterSteps().catch(() => undefined);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The steps' module once it is in (null before, and while a server renders step 1). */
export const useLaterSteps = (): LaterSteps | null =>
  useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
