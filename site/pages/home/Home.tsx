/** The home page: its sections in the order of spec section 2 (the footer follows, from the layout). */
import { AlexSection } from './AlexSection';
import { BeforeAfterSection } from './BeforeAfterSection';
import { FinalCtaSection } from './FinalCtaSection';
import { Hero } from './Hero';
import { IntegrationsTeaser } from './IntegrationsTeaser';
import { LiveCallsSection } from './LiveCallsSection';
import { PainSection } from './PainSection';
import { RoiSection } from './RoiSection';

export function Home() {
  return (
    <>
      <Hero />
      <PainSection />
      <AlexSection />
      <LiveCallsSection />
      <RoiSection />
      <BeforeAfterSection />
      <IntegrationsTeaser />
      <FinalCtaSection />
    </>
  );
}
