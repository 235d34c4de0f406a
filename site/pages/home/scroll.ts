/** Moves the page to one of its sections, smoothly unless the visitor prefers less motion. */
import { motionAllowed } from './motion';

export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: motionAllowed() ? 'smooth' : 'auto', block: 'start' });
  // Keyboard and screen-reader users continue from the section they asked for, not from the button.
  if (section.hasAttribute('tabindex')) section.focus({ preventScroll: true });
}
