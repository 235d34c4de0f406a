import { afterEach, describe, expect, it, vi } from 'vitest';
import { track, widgetEventName } from './analytics';

describe('widgetEventName', () => {
  it.each([
    ['alex-roi-slider-change', 'roi_slider_change'],
    ['alex-roi-email-success', 'roi_email_success'],
    ['alex-demo-wizard-submitted', 'demo_wizard_submitted'],
    ['alex-demo-wizard-lead-created', 'demo_wizard_lead_created'],
    ['alex-demo-voice-sample-played', 'demo_voice_sample_played'],
    ['alex-audio-seek', 'audio_seek'],
  ])('%s is recorded as %s (the spec names)', (type, name) => {
    expect(widgetEventName(type)).toBe(name);
  });
});

describe('track', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing while prerendering (no window)', () => {
    expect(() => track('hero_try_alex_clicked')).not.toThrow();
  });

  it('pushes the event and its defined properties to the dataLayer, and nothing else without a script', () => {
    const page: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', page);
    track('navigation_clicked', { target: '/faq', location: 'topbar', missing: undefined });
    expect(page.dataLayer).toEqual([{ event: 'navigation_clicked', target: '/faq', location: 'topbar' }]);
  });

  it('hands the event to a configured analytics script as well', () => {
    const plausible = vi.fn();
    const page = { dataLayer: [] as unknown[], plausible };
    vi.stubGlobal('window', page);
    track('integrations_cta_clicked', { language: 'fr' });
    expect(plausible).toHaveBeenCalledWith('integrations_cta_clicked', { props: { language: 'fr' } });
    expect(page.dataLayer).toHaveLength(1);
  });
});
