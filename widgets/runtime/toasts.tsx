/**
 * Toasts rendered inside a widget's own shadow root: newest last, three at most (or as many as the store
 * allows), gone after four seconds. Pinned to the viewport's corner, or hung under a part of the widget.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

const TOAST_DURATION_MS = 4000;
const MAX_VISIBLE_TOASTS = 3;

interface Toast {
  id: number;
  message: string;
  variant: 'default' | 'success' | 'destructive';
}

interface ToastState {
  toasts: Toast[];
  show: (message: string, variant?: Toast['variant']) => void;
  dismiss: (id: number) => void;
}

export type ToastStore = StoreApi<ToastState>;

/** `max` toasts at once: a newer one pushes the oldest out (with 1, each replaces the last). */
export function createToastStore(max = MAX_VISIBLE_TOASTS): ToastStore {
  let nextId = 1;
  return createStore<ToastState>()((set, get) => ({
    toasts: [],
    show(message, variant = 'default') {
      const id = nextId++;
      set({ toasts: [...get().toasts, { id, message, variant }].slice(-max) });
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

/**
 * Where the toasts show. `viewport`: the bottom right corner of the screen. `below`: under the element that holds
 * the toaster (it must be positioned), right-aligned, never over it, wherever the widget sits on the page and at
 * any width; the page scrolls just enough to bring a new toast into view.
 */
export type ToastAnchor = 'viewport' | 'below';

/** A toast hung under a row at the screen's bottom edge would open below it: the page moves just enough. */
const scrollIntoSight = (toast: HTMLLIElement | null) =>
  toast?.scrollIntoView({
    block: 'nearest',
    inline: 'nearest',
    behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  });

/** The list stays in the document, empty or not, so screen readers announce each new toast. */
export function Toaster({
  store,
  closeLabel,
  anchor = 'viewport',
}: {
  store: ToastStore;
  closeLabel: string;
  anchor?: ToastAnchor;
}) {
  const toasts = useStore(store, (state) => state.toasts);
  const dismiss = useStore(store, (state) => state.dismiss);
  const below = anchor === 'below';
  return (
    <ol
      className={`${below ? 'absolute top-full right-0 z-10 mt-3 w-full max-w-[356px]' : 'fixed bottom-4 right-4 z-50 flex flex-col gap-[14px] w-[356px] max-w-[calc(100vw-32px)]'} m-0 p-0 list-none pointer-events-none`}
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <li
          key={toast.id}
          // Each toast is a new element (keyed by id): it comes into sight as it mounts.
          ref={below ? scrollIntoSight : undefined}
          part="toast"
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
