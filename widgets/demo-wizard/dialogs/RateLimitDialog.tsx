/**
 * 'Demo Limit Reached' (spec section 2): the limit message for the action, when to try again, and the way to a
 * full account through the sales team.
 */
import { useRef } from 'react';
import type { Language } from '../../../shared/languages';
import { Dialog, DialogActions, dialogButtonClass } from '../../runtime/Dialog';
import { useWidgetT } from '../../runtime/define';
import { useBookingLink } from '../company';
import { Icon } from '../icons';
import { rateLimitText, retryWait } from './retry';

interface RateLimitDialogState {
  message: string;
  action: string;
  /** Seconds until the limit lifts, when the gateway said. */
  retryAfter: number | null;
  /** The day's call of this phone number or e-mail address is spent: said as such, not as a pace limit. */
  alreadyCalled?: boolean;
}

export interface RateLimitDialogProps {
  open: boolean;
  state: RateLimitDialogState | null;
  language: Language;
  /** 'Try Again Later', Escape or the backdrop. */
  onClose: () => void;
  /** The booking page was opened in a new tab (for analytics); the dialog stays open behind it. */
  onContactSales?: () => void;
}

export function RateLimitDialog({ open, state, language, onClose, onContactSales }: RateLimitDialogProps) {
  const t = useWidgetT('demo-dialogs');
  // The harmless choice has the first focus: Enter or Space by reflex only closes the dialog.
  const tryLater = useRef<HTMLButtonElement>(null);
  const message = state && rateLimitText(state, language);
  const booking = useBookingLink(language);
  const wait = retryWait(state?.retryAfter);

  return (
    <Dialog
      open={open && state !== null}
      onClose={onClose}
      initialFocus={tryLater}
      title={t('rateLimit.title')}
      description={
        <>
          {message && <p className="m-0">{'key' in message ? t(message.key) : message.text}</p>}
          {wait && (
            <p className="m-0 font-semibold text-ink" data-retry={wait.unit}>
              {t(wait.unit === 'hours' ? 'rateLimit.retryHours' : 'rateLimit.retryMinutes', { count: wait.count })}
            </p>
          )}
        </>
      }
    >
      <div className="rounded-xl bg-primary-soft px-4 py-3">
        <p className="m-0 text-sm font-semibold text-ink">{t('rateLimit.upgradeTitle')}</p>
        <p className="m-0 mt-1 text-sm text-ink-muted">{t('rateLimit.upgrade')}</p>
      </div>
      <DialogActions>
        <button ref={tryLater} type="button" onClick={onClose} className={dialogButtonClass.secondary}>
          {t('rateLimit.tryLater')}
        </button>
        <a
          href={booking}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => onContactSales?.()}
          className={dialogButtonClass.primary}
        >
          {t('rateLimit.contactSales')}
          <Icon name="external" className="h-4 w-4" />
          <span className="sr-only">{t('newTab')}</span>
        </a>
      </DialogActions>
    </Dialog>
  );
}
