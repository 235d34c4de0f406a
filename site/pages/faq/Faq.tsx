/** Placeholder until the page lands. */
export function Faq() {
  return <h1 className="pt-24">Faq</h1>;
}
