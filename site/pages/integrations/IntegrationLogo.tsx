/** An integration's logo, or its initials on its accent colour when it has no logo or the image fails to load. */
import { useState } from 'react';
import { type Integration, initials } from '../../../shared/integrations';
import { usePageT } from '../../i18n';

const SIZES = {
  md: { box: 'h-12 w-12 text-base', px: 48 },
  lg: { box: 'h-14 w-14 text-lg', px: 56 },
} as const;

export function IntegrationLogo({ item, size = 'md' }: { item: Integration; size?: keyof typeof SIZES }) {
  const t = usePageT('integrations');
  // Starts false on the server and on the first client render alike, so hydration matches; only onError flips it.
  const [failed, setFailed] = useState(false);
  const { box, px } = SIZES[size];
  if (item.logo && !failed) {
    return (
      <img
        src={item.logo}
        alt={t('card.logoAlt', { name: item.name })}
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={`${box} shrink-0 rounded-xl bg-white object-contain`}
      />
    );
  }
  // The name is always written next to the tile, so the initials are decoration for screen readers. The colour
  // is a class, not a style attribute: the pages' CSP allows no inline style.
  return (
    <span
      aria-hidden="true"
      className={`${box} bg-[${item.accentColor}] flex shrink-0 select-none items-center justify-center rounded-xl font-bold tracking-wide text-white`}
    >
      {initials(item.name)}
    </span>
  );
}
