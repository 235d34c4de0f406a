/** Placeholder until the page lands. */
export function UseCases() {
  return <h1 className="pt-24">UseCases</h1>;
}
