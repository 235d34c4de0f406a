/** Outbound links the site, the widgets and the e-mails point to, per language where they differ. */
import type { Language } from './languages';

/**
 * The booking pages a machine with no BOOKING_URL_* variables links to. There is no Spanish page by default:
 * Spanish visitors get the English one until BOOKING_URL_ES names theirs (the doctor says so).
 */
export const DEFAULT_BOOKING_LINKS: Record<Language, string> = {
  en: 'https://cal.com/alex-recruiter/demo',
  fr: 'https://cal.com/alex-recruiter/demo-fr',
  es: 'https://cal.com/alex-recruiter/demo',
};

export const CAREERS_LINK = 'https://jobs.alex-recruiter.com/careers';

/** Where visitors reach a person when something breaks. */
export const SUPPORT_EMAIL = 'support@alex-recruiter.com';

/** The external jobs site: the home page's Try Alex, the use cases' calls to action, and the gateway's /jobs redirects. */
export const JOBS_SITE = 'https://jobs.alex-recruiter.com';
