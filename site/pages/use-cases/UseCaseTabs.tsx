/**
 * The grid of use-case cards: a tablist (ARIA tabs pattern) so assistive tech hears which case is selected and
 * the arrow keys, Home and End move between cases. Selection follows focus: every panel is already in the page.
 */
import { type KeyboardEvent, useRef } from 'react';
import { usePageT } from '../../i18n';
import { USE_CASE_THEMES } from './themes';
import { TickIcon, UseCaseIcon } from './UseCaseIcon';
import { caseForKey, detailId, tabId, USE_CASE_IDS, type UseCaseId } from './use-cases';

interface UseCaseTabsProps {
  selected: UseCaseId;
  /** `how` tells a click (the detail is brought into view on small screens) from the keyboard (focus stays). */
  onSelect: (id: UseCaseId, how: 'click' | 'keyboard') => void;
}

export function UseCaseTabs({ selected, onSelect }: UseCaseTabsProps) {
  const t = usePageT('use-cases');
  const tabs = useRef(new Map<UseCaseId, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = caseForKey(selected, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next, 'keyboard');
    tabs.current.get(next)?.focus();
  };

  return (
    <div role="tablist" aria-label={t('picker.label')} className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {USE_CASE_IDS.map((id) => {
        const active = id === selected;
        const theme = USE_CASE_THEMES[id];
        return (
          <button
            key={id}
            ref={(node) => {
              if (node) tabs.current.set(id, node);
              else tabs.current.delete(id);
            }}
            type="button"
            role="tab"
            id={tabId(id)}
            aria-selected={active}
            aria-controls={detailId(id)}
            aria-describedby={`${tabId(id)}-summary`}
            tabIndex={active ? 0 : -1}
            data-active={active}
            onClick={() => onSelect(id, 'click')}
            onKeyDown={onKeyDown}
            className={`relative flex h-full flex-col items-start gap-3 rounded-2xl border p-5 text-left transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 sm:p-6 ${
              active ? theme.activeCard : 'border-slate-200 bg-white hover:border-slate-400'
            }`}
          >
            <span className="flex w-full items-center justify-between gap-3">
              <span className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${theme.iconTile}`}>
                <UseCaseIcon id={id} />
              </span>
              {/* Seen, not heard: aria-selected already says it. */}
              <span
                aria-hidden="true"
                className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${
                  active ? theme.iconTile : 'invisible'
                }`}
              >
                <TickIcon className="h-4 w-4" />
                {t('picker.selected')}
              </span>
            </span>
            {/* The tab's name is the case's title; the tag and the summary, which the banner repeats, describe it. */}
            <span aria-hidden="true" className={`text-xs font-semibold uppercase tracking-wider ${theme.text}`}>
              {t(`cases.${id}.tag`)}
            </span>
            <span className="text-xl font-bold text-slate-900">{t(`cases.${id}.title`)}</span>
            <span aria-hidden="true" id={`${tabId(id)}-summary`} className="text-base text-slate-700">
              {t(`cases.${id}.summary`)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
