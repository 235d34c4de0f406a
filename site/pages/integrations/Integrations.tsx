/** Placeholder until the page lands. */
export function Integrations() {
  return <h1 className="pt-24">Integrations</h1>;
}
