/** Toasts rendered inside a widget's own shadow root: newest last, three at most, gone after four seconds. */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

export interface Toast {
  id: number;
  message: string;
  variant: 'default' | 'success' | 'destructive';
}

export interface ToastState {
  toasts: Toast[];
  show: (message: string, variant?: Toast['variant']) => void;
  dismiss: (id: number) => void;
}

export type ToastStore = StoreApi<ToastState>;

export function createToastStore(): ToastStore {
  let nextId = 1;
  return createStore<ToastState>()((set, get) => ({
    toasts: [],
    show(message, variant = 'default') {
      const id = nextId++;
      set({ toasts: [...get().toasts, { id, message, variant }].slice(-MAX_VISIBLE_TOASTS) });
      setTimeout(() => get().dismiss(id), TOAST_DURATION_MS);
    },
    dismiss(id) {
      set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
    },
  }));
}

const variantClass: Record<Toast['variant'], string> = {
  default: 'bg-surface text-ink border-line',
  success: 'bg-surface text-ink border-success',
  destructive: 'bg-danger text-white border-danger',
};

export function Toaster({ store, closeLabel }: { store: ToastStore; closeLabel: string }) {
  const toasts = useStore(store, (state) => state.toasts);
  const dismiss = useStore(store, (state) => state.dismiss);
  return (
    <ol
      className="fixed bottom-4 right-4 z-50 flex flex-col gap-[14px] w-[356px] max-w-[calc(100vw-32px)] m-0 p-0 list-none pointer-events-none"
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <li
          key={toast.id}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          data-variant={toast.variant}
          className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg ${variantClass[toast.variant]}`}
        >
          <span className="flex-1">{toast.message}</span>
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            aria-label={closeLabel}
            className="shrink-0 rounded px-1 leading-none opacity-70 hover:opacity-100 focus-visible:outline focus-visible:outline-2"
          >
            ×
          </button>
        </li>
      ))}
    </ol>
  );
}
