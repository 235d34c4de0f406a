/** A disclosure accordion (WAI-ARIA pattern): each header is a button in a heading, its panel a labelled region. */
import { type ReactNode, useId, useState } from 'react';

interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  headingLevel: 2 | 3 | 4;
  /** 'single': opening one closes the others; 'multiple': each panel is independent. */
  mode: 'single' | 'multiple';
  /** Ids open on first render (the prerendered HTML shows them open too). */
  initiallyOpen?: string[];
  onToggle?: (id: string, open: boolean) => void;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      className={`shrink-0 text-primary motion-safe:transition-transform ${open ? 'rotate-180' : ''}`}
    >
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Accordion({ items, headingLevel, mode, initiallyOpen = [], onToggle }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const willOpen = !open.has(id);
    setOpen((current) => {
      if (mode === 'single') return new Set(willOpen ? [id] : []);
      const next = new Set(current);
      if (willOpen) next.add(id);
      else next.delete(id);
      return next;
    });
    onToggle?.(id, willOpen);
  };

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => {
        const isOpen = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} data-accordion-item={item.id}>
            <Heading className="m-0 text-base font-semibold text-slate-900 sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex min-h-[3rem] w-full items-center justify-between gap-4 rounded-2xl bg-transparent px-5 py-4 text-left font-semibold text-slate-900 hover:text-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                <span>{item.title}</span>
                <Chevron open={isOpen} />
              </button>
            </Heading>
            {/* A labelled section is a region landmark: the WAI-ARIA accordion's panel. */}
            <section id={panelId} aria-labelledby={buttonId} hidden={!isOpen} className="px-5 pb-5 text-slate-700">
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
