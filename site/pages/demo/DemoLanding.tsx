/** Placeholder until the page lands. */
export function DemoLanding() {
  return <h1 className="pt-24">DemoLanding</h1>;
}
