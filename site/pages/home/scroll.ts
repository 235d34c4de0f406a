/** Moves the page to one of its sections (to its landing place), smoothly unless the visitor prefers less motion. */
import { landOnSection } from '../../layout/landing';

export function scrollToSection(id: string): void {
  if (!landOnSection(id)) return;
  // Keyboard and screen-reader users continue from the section they asked for, not from the button.
  const section = document.getElementById(id);
  if (section?.hasAttribute('tabindex')) section.focus({ preventScroll: true });
}
