/** One catalogue card: logo or initials, name, status tag and audience tags. */
import type { Integration, IntegrationStatus } from '../../../shared/integrations';
import { statusLabelKey } from '../../../shared/integrations';
import { usePageT } from '../../i18n';
import { IntegrationLogo } from './IntegrationLogo';

// Dark text on a pale tint of each status: AA contrast, and the label carries the meaning, not the colour.
const STATUS_STYLE: Record<IntegrationStatus, string> = {
  live: 'bg-emerald-100 text-emerald-800',
  beta: 'bg-violet-100 text-violet-800',
  comingSoon: 'bg-slate-100 text-slate-700',
};

export function IntegrationCard({ item }: { item: Integration }) {
  const t = usePageT('integrations');
  return (
    <li
      data-integration={item.id}
      data-status={item.status}
      className="flex h-full flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:min-h-[7rem] sm:flex-row sm:gap-4 sm:p-4"
    >
      <IntegrationLogo item={item} />
      <div className="min-w-0 w-full flex-1">
        <p className="m-0 break-words text-sm font-semibold leading-snug text-slate-900 sm:text-base">{item.name}</p>
        <p className="m-0 mt-1">
          <span
            className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[item.status]}`}
          >
            {t(statusLabelKey(item.status))}
          </span>
        </p>
        {item.tags.length > 0 && (
          <ul aria-label={t('card.tagsLabel')} className="m-0 mt-2 flex list-none flex-wrap gap-x-3 gap-y-1 p-0">
            {item.tags.map((tag) => (
              <li key={tag} className="text-xs text-slate-600">
                #{t(`tags.${tag}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
