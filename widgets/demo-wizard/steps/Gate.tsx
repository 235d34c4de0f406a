/** The wizard's captcha gates: the card, wired to the blocked dialog and to the step's heading for focus. */
import { useCallback } from 'react';
import { useWidget } from '../../runtime/define';
import { CaptchaCard } from '../captcha/CaptchaCard';
import { useWizard } from '../store';

export function Gate({ purpose }: { purpose: 'start' | 'call' }) {
  const { host } = useWidget();
  const showBlocked = useWizard((s) => s.showBlocked);
  // Solved, the card goes away with the button that had the focus: the step's heading takes it.
  const solved = useCallback(() => {
    host.shadowRoot?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [host]);
  const blocked = useCallback(() => showBlocked(true), [showBlocked]);
  return <CaptchaCard purpose={purpose} onSolved={solved} onBlocked={blocked} />;
}
