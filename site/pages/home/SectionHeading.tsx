/** The eyebrow, title and intro that open most home sections. */
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** Id of the h2, which names the section (aria-labelledby). */
  id: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Light text for a dark section. */
  dark?: boolean;
  align?: 'center' | 'start';
}

export function SectionHeading({ id, eyebrow, title, intro, dark = false, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-4xl'}>
      <p className={`m-0 text-sm font-semibold uppercase tracking-widest ${dark ? 'text-sky-300' : 'text-primary'}`}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 mb-0 text-3xl font-extrabold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {intro && <p className={`mt-4 mb-0 text-lg ${dark ? 'text-slate-200' : 'text-slate-600'}`}>{intro}</p>}
    </div>
  );
}
