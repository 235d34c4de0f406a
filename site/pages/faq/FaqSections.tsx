/** The FAQ's four sections (spec section 2) as an accordion: the first open, several may be open at once. */
import { track } from '../../analytics';
import { usePageT } from '../../i18n';
import { Accordion } from './Accordion';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The question/answer pairs under a key, in file order; none while that language's copy is still loading (t then returns the key). */
export function faqEntries(value: unknown): [string, FaqEntry][] {
  return value && typeof value === 'object' ? Object.entries(value as Record<string, FaqEntry>) : [];
}

/** Section order is the spec's; the copy of each lives in locales/<lang>/faq.json under sections.<id>. */
export const FAQ_SECTION_IDS = ['about', 'why', 'how', 'extras'] as const;

function Answers({ items }: { items: unknown }) {
  return (
    <dl className="m-0 space-y-5">
      {faqEntries(items).map(([id, entry]) => (
        <div key={id}>
          <dt className="font-semibold text-slate-900">{entry.question}</dt>
          <dd className="m-0 mt-1 leading-relaxed text-slate-700">{entry.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FaqSections({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = usePageT('faq');
  const items = FAQ_SECTION_IDS.map((id) => {
    return {
      id,
      title: t(`sections.${id}.title`),
      content: <Answers items={t(`sections.${id}.items`, { returnObjects: true })} />,
    };
  });
  return (
    <Accordion
      items={items}
      headingLevel={headingLevel}
      mode="multiple"
      initiallyOpen={[FAQ_SECTION_IDS[0]]}
      onToggle={(section, open) => track('faq_toggled', { section, open })}
    />
  );
}
