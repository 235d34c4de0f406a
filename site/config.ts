/**
 * What the gateway tells the site at serve time (analytics script, hero video), read from
 * `<meta name="alex-config" content="{json}">` so the prerendered pages need no rebuild per deployment.
 */
import type { SiteFacts } from '../shared/site-facts';

export interface SiteConfig {
  /** URL of a privacy-friendly analytics script; nothing is loaded when empty. */
  analyticsScript?: string;
  /** The site's domain as the analytics script knows it. */
  analyticsDomain?: string;
  /** The hero's background video; the still image shows when it is empty or fails. */
  heroVideo?: string;
  /**
   * Whether the gateway can tell the visitor's country (a CDN's country header, lookup services): without it,
   * GET /api/geo could only repeat the browser's languages, so the site does not ask.
   */
  locate?: boolean;
  /** The deployment's company, booking pages and optional services (shared/site-facts.ts). */
  facts?: SiteFacts;
}

let cached: SiteConfig | undefined;

export function siteConfig(): SiteConfig {
  if (cached) return cached;
  if (typeof document === 'undefined') return {};
  try {
    const content = document.querySelector('meta[name="alex-config"]')?.getAttribute('content');
    cached = content ? (JSON.parse(content) as SiteConfig) : {};
  } catch {
    cached = {};
  }
  return cached;
}
