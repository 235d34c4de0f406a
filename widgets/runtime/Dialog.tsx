/**
 * A modal dialog that stays inside the widget's shadow root. The native <dialog> opened with showModal() sits in
 * the top layer above the partner's page, makes everything else inert and closes on Escape; this component adds
 * the first focus, a Tab trap (focus never wanders off to the page or the browser's controls while it is open),
 * a click on the backdrop to close, and focus given back to the control that opened it.
 */
import { type KeyboardEvent, type ReactNode, type RefObject, useCallback, useEffect, useId, useRef } from 'react';

export interface DialogProps {
  open: boolean;
  /**
   * Escape, a click on the backdrop or the corner button asked to close: the owner sets `open` to false. After
   * Escape the browser has already closed the dialog, so an owner that keeps `open` true leaves it closed.
   */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** What gets the focus on opening; the first control Tab reaches otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  tone?: 'default' | 'danger';
  /** Accessible name of a × button in the corner; without it the dialog's own buttons close it. */
  closeLabel?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The controls Tab reaches inside the dialog, in order. */
function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/** The focused element as seen from the dialog's own root: on the page, `document.activeElement` is the host. */
function focusedFrom(node: Node): Element | null {
  let active = (node.getRootNode() as Document | ShadowRoot).activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const BUTTON =
  'inline-flex min-h-[44px] items-center justify-center gap-2 rounded-xl px-5 py-2 text-base font-semibold text-center no-underline transition-colors cursor-pointer focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-surface disabled:cursor-not-allowed disabled:opacity-50';

/** The classes of a dialog's buttons (and of links that look like them). */
export const dialogButtonClass = {
  primary: `${BUTTON} bg-primary text-on-primary hover:bg-primary-strong`,
  secondary: `${BUTTON} border border-line bg-surface text-ink hover:bg-surface-muted`,
} as const;

/** The row of buttons at the foot of a dialog: stacked full width on a phone (main action on top), in a row from 640 px. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

function WarningIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </svg>
  );
}

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  initialFocus,
  tone = 'default',
  closeLabel,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  const giveFocusBack = useCallback(() => {
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus();
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const focused = focusedFrom(element);
      opener.current = focused instanceof HTMLElement ? focused : null;
      element.showModal();
      (initialFocus?.current ?? tabbables(element)[0] ?? element).focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, initialFocus]);

  // A dialog removed while open (its owner unmounted) still gives the focus back.
  useEffect(() => {
    const element = dialog.current;
    return () => {
      if (element?.open) {
        element.close();
        giveFocusBack();
      }
    };
  }, [giveFocusBack]);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const element = event.currentTarget;
    const controls = tabbables(element);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = focusedFrom(element);
    const outside = !active || !element.contains(active);
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-tone={tone}
      // The close event comes after the browser closed it: through Escape while `open` is still true (tell the
      // owner), or after the owner set `open` to false. Either way the opener gets the focus back, unless the owner
      // has opened it again meanwhile.
      onClose={(event) => {
        if (event.currentTarget.open) return;
        if (open) onClose();
        giveFocusBack();
      }}
      onKeyDown={trapTab}
      // The dialog element itself is only hit on the backdrop: its content fills it. A press that starts inside
      // (selecting text) and ends on the backdrop does not close it.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressedOnBackdrop.current = false;
      }}
      className={`m-auto w-[calc(100%-2rem)] max-w-md max-h-[calc(100dvh-2rem)] flex-col overflow-hidden rounded-2xl border border-line bg-surface p-0 text-ink shadow-2xl open:flex focus:outline-none backdrop:bg-slate-900/60 ${
        tone === 'danger' ? 'border-t-4 border-t-danger' : ''
      }`}
    >
      {open && (
        <div className="flex min-h-0 flex-col gap-5 overflow-y-auto p-6">
          <div className="flex items-start gap-4">
            {tone === 'danger' && (
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-danger text-white">
                <WarningIcon />
              </span>
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <h2 id={titleId} className="m-0 text-xl font-bold leading-tight text-ink">
                {title}
              </h2>
              {description && (
                <div id={descriptionId} className="flex flex-col gap-2 text-base text-ink-muted">
                  {description}
                </div>
              )}
            </div>
            {closeLabel && (
              <button
                type="button"
                aria-label={closeLabel}
                onClick={onClose}
                className="-mr-2 -mt-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-ink-muted hover:bg-surface-muted hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
