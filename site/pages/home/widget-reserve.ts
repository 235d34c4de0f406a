/**
 * The space a widget's box holds on the home page before its element renders, from the heights the widget
 * catalogue measured per language: one column below 720 px of viewport, two from there.
 */
import type { Language } from '../../../shared/languages';
import { WIDGETS } from '../../../widgets/catalogue';

export function reserveClasses(tag: string, language: Language): string {
  const reserve = WIDGETS.find((widget) => widget.tag === tag)?.reserve;
  if (!reserve) return '';
  return `min-h-[${reserve.narrow[language]}px] min-[720px]:min-h-[${reserve.wide[language]}px]`;
}
