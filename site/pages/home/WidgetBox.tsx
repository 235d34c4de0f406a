/** A box for one of the widgets, holding the widget's measured height until its element renders. */
import type { ReactNode } from 'react';
import { useLanguage } from '../../language';
import { reserveClasses } from './widget-reserve';

export function WidgetBox({ tag, className = '', children }: { tag: string; className?: string; children: ReactNode }) {
  const language = useLanguage((s) => s.language);
  return (
    // data-widget-box: how base.css lays the section out at once and the widget when it comes near the screen.
    <div data-widget-box className={`${reserveClasses(tag, language)} ${className}`}>
      {children}
    </div>
  );
}
