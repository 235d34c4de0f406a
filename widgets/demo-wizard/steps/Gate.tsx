/** The wizard's captcha gates: the card, wired to the blocked dialog (the shell moves focus once solved). */
import { useCallback } from 'react';
import { CaptchaCard } from '../captcha/CaptchaCard';
import { useWizard } from '../store';

export function Gate({ purpose }: { purpose: 'start' | 'call' }) {
  const showBlocked = useWizard((s) => s.showBlocked);
  const blocked = useCallback(() => showBlocked(true), [showBlocked]);
  return <CaptchaCard purpose={purpose} onBlocked={blocked} />;
}
