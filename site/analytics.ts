/**
 * The site's analytics (spec section 7): every event goes to `window.dataLayer`; when the gateway is configured
 * with an analytics script (a privacy-friendly one such as Plausible), that script is loaded and each event is
 * also handed to it. Nothing leaves the page by default.
 */
import { type AlexEventMap, CURRENT_EVENTS } from '../widgets/events';
import { siteConfig } from './config';

/** The site's own events; the widgets' events are forwarded under their snake-case names. */
export type SiteEvent =
  | 'navigation_clicked'
  | 'join_us_clicked'
  | 'topbar_sales_clicked'
  | 'hero_try_alex_clicked'
  | 'hero_simulate_roi_clicked'
  | 'solution_try_alex_clicked'
  | 'solution_calculate_roi_clicked'
  | 'demo_clicked'
  | 'footer_link_clicked'
  | 'call_alex_clicked'
  | 'blog_viewed'
  | 'page_viewed'
  | 'integrations_cta_clicked'
  | 'integrations_searched'
  | 'faq_toggled'
  | 'language_changed'
  | 'click'
  | 'scroll_depth'
  | 'form_submitted'
  | 'session_started'
  | 'traffic_source';

export type EventProps = Record<string, string | number | boolean | undefined>;

interface AnalyticsWindow {
  dataLayer?: Record<string, unknown>[];
  plausible?: ((event: string, options?: { props?: EventProps }) => void) & { q?: unknown[] };
}

const analyticsWindow = (): (Window & AnalyticsWindow) | undefined =>
  typeof window === 'undefined' ? undefined : (window as Window & AnalyticsWindow);

/** Records one event. Safe to call anywhere, including during prerendering (where it does nothing). */
export function track(event: SiteEvent | string, props: EventProps = {}): void {
  const w = analyticsWindow();
  if (!w) return;
  const clean = Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as EventProps;
  w.dataLayer ??= [];
  w.dataLayer.push({ event, ...clean });
  w.plausible?.(event, { props: clean });
}

/** `alex-roi-slider-change` -> `roi_slider_change`, `alex-demo-wizard-submitted` -> `demo_wizard_submitted`. */
export const widgetEventName = (type: string): string => type.replace(/^alex-/, '').replaceAll('-', '_');

const SCROLL_MARKS = [25, 50, 75, 100] as const;
const SESSION_KEY = 'alex.analytics.session';
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

let started = false;

/** Starts page-level tracking once: the configured script, widget events, clicks, forms, scroll depth, session. */
export function startAnalytics(): void {
  const w = analyticsWindow();
  if (!w || started) return;
  started = true;
  w.dataLayer ??= [];

  const { analyticsScript, analyticsDomain } = siteConfig();
  if (analyticsScript) {
    // The script's queue: events recorded before it loads are replayed by it.
    w.plausible ??= Object.assign((...args: unknown[]) => (w.plausible?.q ?? []).push(args), { q: [] as unknown[] });
    const script = document.createElement('script');
    script.defer = true;
    script.src = analyticsScript;
    if (analyticsDomain) script.dataset.domain = analyticsDomain;
    document.head.append(script);
  }

  // Deprecated names are left out: their events are recorded once, under the current name.
  for (const type of CURRENT_EVENTS) {
    document.addEventListener(type, (event) => {
      const detail = (event as CustomEvent<AlexEventMap[typeof type]>).detail as Record<string, unknown>;
      const props: EventProps = {};
      for (const [key, value] of Object.entries(detail ?? {})) {
        if (['string', 'number', 'boolean'].includes(typeof value)) props[key] = value as string | number | boolean;
      }
      track(widgetEventName(type), props);
    });
  }

  // Generic clicks on anything marked with data-track (the element names the event), forms submitted.
  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest?.('a, button');
    if (!target) return;
    track('click', {
      element: target.tagName.toLowerCase(),
      text: target.textContent?.trim().slice(0, 80),
      href: target instanceof HTMLAnchorElement ? target.href : undefined,
      path: location.pathname,
    });
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    track('form_submitted', { form: form.id || form.getAttribute('name') || undefined, path: location.pathname });
  });

  // Scroll depth per page: each mark once until the path changes.
  let reached = new Set<number>();
  let path = location.pathname;
  const onScroll = () => {
    if (location.pathname !== path) {
      path = location.pathname;
      reached = new Set();
    }
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    const depth = scrollable <= 0 ? 100 : (window.scrollY / scrollable) * 100;
    for (const mark of SCROLL_MARKS) {
      if (depth >= mark && !reached.has(mark)) {
        reached.add(mark);
        track('scroll_depth', { depth: mark, path });
      }
    }
  };
  window.addEventListener('scroll', onScroll, { passive: true });

  // One session per tab, with where the visitor came from.
  try {
    if (!sessionStorage.getItem(SESSION_KEY)) {
      sessionStorage.setItem(SESSION_KEY, String(Date.now()));
      track('session_started', { path: location.pathname, language: document.documentElement.lang });
      const params = new URLSearchParams(location.search);
      const utm = Object.fromEntries(UTM.map((key) => [key, params.get(key) ?? undefined]));
      if (UTM.some((key) => params.has(key)) || document.referrer) {
        track('traffic_source', { ...utm, referrer: document.referrer || undefined });
      }
    }
  } catch {
    // Storage blocked: no session events.
  }
}
