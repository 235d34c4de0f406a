/** Placeholder until the FAQ sections land. */
export function FaqSections(_props: { headingLevel?: 2 | 3 }) {
  return null;
}
