/** Outbound links the site, the widgets and the e-mails point to, per language where they differ. */
import type { Language } from './languages';

export const BOOKING_LINKS: Record<'en' | 'fr', string> = {
  en: 'https://cal.com/alex-recruiter/demo',
  fr: 'https://cal.com/alex-recruiter/demo-fr',
};

/** French visitors get the French booking page, everyone else the English one. */
export const bookingLink = (language: Language): string => BOOKING_LINKS[language === 'fr' ? 'fr' : 'en'];

export const CAREERS_LINK = 'https://jobs.alex-recruiter.com/careers';

/** Where visitors reach a person when something breaks. */
export const SUPPORT_EMAIL = 'support@alex-recruiter.com';

/** The external jobs site: the home page's Try Alex, the use cases' calls to action, and the gateway's /jobs redirects. */
export const JOBS_SITE = 'https://jobs.alex-recruiter.com';
