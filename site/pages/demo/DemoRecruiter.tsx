/** Placeholder until the page lands. */
export function DemoRecruiter() {
  return <h1 className="pt-24">DemoRecruiter</h1>;
}
