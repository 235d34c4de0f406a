/**
 * An integration's logo: its image, else its brand mark (Simple Icons), else its monogram on its accent colour
 * (also when the image fails to load). No two catalogue entries share a monogram.
 */
import { useState } from 'react';
import type { Integration } from '../../../shared/integrations';
import { usePageT } from '../../i18n';
import { BRAND_MARKS, monogram } from './marks';

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
  // The name is always written next to the tile, so the mark and the monogram are decoration for screen readers.
  // Colours are classes or SVG attributes, not style attributes: the pages' CSP allows no inline style.
  const brand = BRAND_MARKS[item.id];
  if (brand) {
    return (
      <span
        aria-hidden="true"
        data-mark="brand"
        className={`${box} ${brand.tile === 'dark' ? 'bg-slate-900' : 'border border-slate-200 bg-white'} flex shrink-0 items-center justify-center rounded-xl`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width={Math.round(px * 0.6)}
          height={Math.round(px * 0.6)}
          fill={brand.color}
          focusable="false"
        >
          <path d={brand.path} />
        </svg>
      </span>
    );
  }
  const letters = monogram(item);
  return (
    <span
      aria-hidden="true"
      data-mark="monogram"
      className={`${box} bg-[${item.accentColor}] flex shrink-0 select-none items-center justify-center rounded-xl font-bold text-white ${letters.length > 2 ? 'tracking-tight' : 'tracking-wide'}`}
    >
      {letters}
    </span>
  );
}
