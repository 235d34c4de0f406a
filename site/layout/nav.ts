/** What the top bar and footer link to, and which link marks the page being shown. */
import type { Language } from '../../shared/languages';
import { landOnSection, smoothScrolling } from './landing';

/** A top-bar destination: a page of its own, or a section of the home page. */
export type NavItem =
  | { id: 'meetAlex' | 'roi'; target: string; section: string }
  | { id: 'useCases' | 'blog' | 'faq'; target: string; path: string };

/** In the spec's order; `target` is what analytics records. */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'meetAlex', target: 'alex', section: 'alex' },
  { id: 'useCases', target: 'use-cases', path: '/use-cases' },
  { id: 'roi', target: 'roi', section: 'roi' },
  { id: 'blog', target: 'blog', path: '/blog' },
  { id: 'faq', target: 'faq', path: '/faq' },
];

/**
 * How a page link relates to the address: `page` on the page itself, `true` under it (a blog post under Blog),
 * nothing otherwise. Section links never mark the page: they point into the home page.
 */
export function currentMark(pathname: string, path: string): 'page' | 'true' | undefined {
  const here = pathname.replace(/\/+$/, '') || '/';
  if (here === path) return 'page';
  return here.startsWith(`${path}/`) ? 'true' : undefined;
}

/** The visitor's country in the page's language ("FR" -> "France", "Francia"); undefined if the browser cannot name it. */
export function countryName(country: string | undefined, language: Language): string | undefined {
  if (!country) return undefined;
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(country) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Scrolls to a section of the current page (its landing place), smoothly unless the visitor asked for less motion. */
export function scrollToSection(id: string): void {
  landOnSection(id);
}

/** Back to the top of the page, with the same care for motion. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: smoothScrolling() ? 'smooth' : 'auto' });
}

/** The company's pages elsewhere (the footer's social links and team page). */
export const LINKEDIN_PAGE = 'https://www.linkedin.com/company/alex-recruiter';
export const YOUTUBE_CHANNEL = 'https://www.youtube.com/@alex-recruiter';
export const TEAM_PAGE = 'https://jobs.alex-recruiter.com/team';
