/** A compliance badge: its logo, else an alternate logo, else an emoji, so a missing file never leaves a hole. */
import { useEffect, useRef, useState } from 'react';

export interface Badge {
  id: 'gdpr' | 'aiAct' | 'hosting';
  src: string;
  alternate: string;
  emoji: string;
}

const STAGES = ['image', 'alternate', 'emoji'] as const;

/** The label is visible next to the logo, so the logo itself is decorative. */
export function ComplianceBadge({ badge, label }: { badge: Badge; label: string }) {
  // Always 'image' at first render, as in the prerendered page; failures move it on from there.
  const [stage, setStage] = useState(0);
  const image = useRef<HTMLImageElement>(null);
  // Moves past the stage that failed, once: a late error event and the mount check may both report it.
  const failed = (at: number) =>
    setStage((current) => (current === at ? Math.min(at + 1, STAGES.length - 1) : current));

  // An image that failed before hydration fired its error before React listened: catch up once mounted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checks the prerendered image once.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) failed(0);
  }, []);

  const kind = STAGES[stage];
  return (
    <li data-badge={badge.id} data-stage={kind} className="flex items-center gap-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center">
        {kind === 'emoji' ? (
          <span aria-hidden="true" className="text-3xl leading-none">
            {badge.emoji}
          </span>
        ) : (
          <img
            key={kind}
            ref={image}
            src={kind === 'image' ? badge.src : badge.alternate}
            alt=""
            width="40"
            height="40"
            loading="lazy"
            decoding="async"
            onError={() => failed(stage)}
            className="h-10 w-10"
          />
        )}
      </span>
      <span className="text-sm font-medium text-slate-700">{label}</span>
    </li>
  );
}
