/**
 * A JobPosting composed into labelled text in its page's language (English, French or Spanish): its fields as
 * labelled lines (title, company, place, contract, salary), then its long texts as labelled sections.
 */
import type { Language } from '../../../shared/languages';
import { closestLanguage } from '../text/language';
import { oneLine } from './html-text';
import { isObject, type Json, type JsonObject, list, textOf } from './structured-data';

export const LABELS = {
  en: {
    title: 'Job title',
    company: 'Company',
    location: 'Location',
    remote: 'Remote',
    employmentType: 'Employment type',
    salary: 'Salary',
    description: 'Description',
    responsibilities: 'Responsibilities',
    qualifications: 'Qualifications',
    skills: 'Skills',
    experience: 'Experience',
    education: 'Education',
    benefits: 'Benefits',
  },
  fr: {
    title: 'Intitulé du poste',
    company: 'Entreprise',
    location: 'Lieu',
    remote: 'Télétravail',
    employmentType: 'Type de contrat',
    salary: 'Salaire',
    description: 'Description',
    responsibilities: 'Missions',
    qualifications: 'Qualifications',
    skills: 'Compétences',
    experience: 'Expérience',
    education: 'Formation',
    benefits: 'Avantages',
  },
  es: {
    title: 'Puesto',
    company: 'Empresa',
    location: 'Ubicación',
    remote: 'Remoto',
    employmentType: 'Tipo de empleo',
    salary: 'Salario',
    description: 'Descripción',
    responsibilities: 'Responsabilidades',
    qualifications: 'Requisitos',
    skills: 'Habilidades',
    experience: 'Experiencia',
    education: 'Formación',
    benefits: 'Beneficios',
  },
} as const;

const EMPLOYMENT_TYPES: Record<string, Record<Language, string>> = {
  FULL_TIME: { en: 'Full-time', fr: 'Temps plein', es: 'Tiempo completo' },
  PART_TIME: { en: 'Part-time', fr: 'Temps partiel', es: 'Tiempo parcial' },
  CONTRACTOR: { en: 'Contractor', fr: 'Indépendant', es: 'Contratista' },
  TEMPORARY: { en: 'Temporary', fr: 'Temporaire', es: 'Temporal' },
  INTERN: { en: 'Internship', fr: 'Stage', es: 'Prácticas' },
  VOLUNTEER: { en: 'Volunteer', fr: 'Bénévolat', es: 'Voluntariado' },
  PER_DIEM: { en: 'Per diem', fr: 'À la journée', es: 'Por día' },
  OTHER: { en: 'Other', fr: 'Autre', es: 'Otro' },
};

const SALARY_UNITS: Record<string, Record<Language, string>> = {
  HOUR: { en: 'per hour', fr: 'par heure', es: 'por hora' },
  DAY: { en: 'per day', fr: 'par jour', es: 'por día' },
  WEEK: { en: 'per week', fr: 'par semaine', es: 'por semana' },
  MONTH: { en: 'per month', fr: 'par mois', es: 'al mes' },
  YEAR: { en: 'per year', fr: 'par an', es: 'al año' },
};

function placeOf(place: Json, language: Language): string {
  if (!isObject(place)) return oneLine(textOf(place));
  const address = place.address;
  if (!isObject(address)) return oneLine(textOf(address ?? place.name));
  const parts = [address.addressLocality, address.addressRegion, address.addressCountry].map((p) => oneLine(textOf(p)));
  const unique = parts.filter((p, i) => p && parts.indexOf(p) === i);
  return unique.join(', ') || oneLine(textOf(address.streetAddress ?? place.name)) || LABELS[language].location;
}

function formatAmount(value: Json | undefined, language: Language): string {
  const number = typeof value === 'number' ? value : Number(typeof value === 'string' ? value.trim() : Number.NaN);
  if (typeof value === 'string' && !Number.isFinite(number)) return oneLine(value);
  return Number.isFinite(number) ? new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(number) : '';
}

function salaryOf(salary: Json | undefined, language: Language): string {
  if (salary === undefined || salary === null) return '';
  if (!isObject(salary)) return formatAmount(salary as Json, language);
  const currency = oneLine(textOf(salary.currency ?? salary.salaryCurrency));
  const amount = salary.value ?? salary;
  let figure: string;
  let unit = '';
  if (isObject(amount)) {
    const min = formatAmount(amount.minValue, language);
    const max = formatAmount(amount.maxValue, language);
    const exact = formatAmount(amount.value, language);
    figure = exact || (min && max ? `${min} – ${max}` : min || max);
    unit = oneLine(textOf(amount.unitText));
  } else {
    figure = formatAmount(amount, language);
    unit = oneLine(textOf(salary.unitText));
  }
  if (!figure) return '';
  const unitText = SALARY_UNITS[unit.toUpperCase()]?.[language] ?? unit.toLowerCase();
  return [figure, currency, unitText].filter(Boolean).join(' ');
}

function employmentOf(value: Json | undefined, language: Language): string {
  return list(value)
    .flatMap((v) => (typeof v === 'string' ? v.split(/\s*,\s*/) : [textOf(v)]))
    .map(
      (v) =>
        EMPLOYMENT_TYPES[
          v
            .trim()
            .toUpperCase()
            .replace(/[\s-]+/g, '_')
        ]?.[language] ?? oneLine(v),
    )
    .filter(Boolean)
    .join(', ');
}

/** The language a posting is labelled in: the one its page or the posting declares, else the closest. */
export function languageOf(document: Document, posting: JsonObject | null, sample: string): Language {
  const declared = [document.documentElement?.getAttribute('lang'), posting ? textOf(posting.inLanguage) : '']
    .map((l) => (l ?? '').trim().slice(0, 2).toLowerCase())
    .find((l) => l === 'en' || l === 'fr' || l === 'es');
  if (declared) return declared as Language;
  return closestLanguage(sample);
}

/** A JobPosting's fields as labelled lines, then its long texts as labelled sections. */
export function composePosting(posting: JsonObject, language: Language): { content: string; title: string | null } {
  const labels = LABELS[language];
  const title = oneLine(textOf(posting.title ?? posting.name)) || null;
  const company = oneLine(list(posting.hiringOrganization).map(textOf).filter(Boolean).join(', '));
  const places = list(posting.jobLocation)
    .map((p) => placeOf(p, language))
    .filter(Boolean);
  if (list(posting.jobLocationType).some((t) => /telecommute/i.test(textOf(t)))) places.push(labels.remote);
  const salary = salaryOf(posting.baseSalary ?? posting.estimatedSalary, language);

  const header = [
    [labels.title, title ?? ''],
    [labels.company, company],
    [labels.location, [...new Set(places)].join('; ')],
    [labels.employmentType, employmentOf(posting.employmentType, language)],
    [labels.salary, salary],
  ]
    .map(([label, value]) => [label, oneLine(value ?? '')])
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);

  const sections = [
    [labels.description, posting.description],
    [labels.responsibilities, posting.responsibilities],
    [labels.qualifications, posting.qualifications],
    [labels.skills, posting.skills],
    [labels.experience, posting.experienceRequirements],
    [labels.education, posting.educationRequirements],
    [labels.benefits, posting.jobBenefits],
  ] as const;
  const blocks = sections
    .map(([label, value]) => [label, textOf(value)] as const)
    .filter(([, text]) => text)
    .map(([label, text]) => `${label}:\n${text}`);

  return { content: [header.join('\n'), ...blocks].filter(Boolean).join('\n\n'), title };
}
