/** Placeholder until the integrations teaser lands. */
export function IntegrationsTeaser() {
  return <section id="integrations" />;
}
