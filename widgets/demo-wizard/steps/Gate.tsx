/** The wizard's captcha gates: the invisible check (or its card), wired to the blocked dialog (the shell moves focus once solved). */
import { useCallback } from 'react';
import { CaptchaCard } from '../captcha/CaptchaCard';
import { useWizard } from '../store';

export function Gate({ purpose, showPassed }: { purpose: 'start' | 'call'; showPassed?: boolean }) {
  const showBlocked = useWizard((s) => s.showBlocked);
  const focusHeading = useWizard((s) => s.focusHeading);
  const blocked = useCallback(() => showBlocked(true), [showBlocked]);
  // The card's button had the focus: the step's heading takes it as the card goes away.
  const solved = useCallback(({ pressed }: { pressed: boolean }) => pressed && focusHeading(), [focusHeading]);
  return <CaptchaCard purpose={purpose} showPassed={showPassed} onSolved={solved} onBlocked={blocked} />;
}
