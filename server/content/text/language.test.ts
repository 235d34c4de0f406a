import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/languages';
import { EN_WAREHOUSE, ES_CAMARERO, FR_SERVEUR } from '../../../tests/fixtures/job-texts';
import {
  EN_DEVELOPER,
  ES_DESARROLLADOR,
  FR_TECHNICIEN,
  label,
  RECETA,
  RECIPE,
  VOYAGE,
} from '../../../tests/fixtures/pasted-texts';
import { closestLanguage, detectLanguage, languageByCommonWords } from './language';

describe('detectLanguage', () => {
  const table: [string, Language | 'unknown'][] = [
    // English.
    ['We are hiring a warehouse operator', 'en'],
    ['Cashier needed for evening shifts at our downtown store', 'en'],
    ['Senior software engineer, remote, full-time', 'en'],
    ['Delivery driver wanted for weekend shifts in the city centre', 'en'],
    [EN_WAREHOUSE, 'en'],
    [EN_DEVELOPER, 'en'],
    [RECIPE, 'en'],
    // French.
    ['Nous recrutons un cariste', 'fr'],
    ['Infirmière de nuit', 'fr'],
    ['Serveur / serveuse en restauration, horaires en coupure, nourri logé', 'fr'],
    ['Développeur front-end React confirmé', 'fr'],
    [FR_SERVEUR, 'fr'],
    [FR_TECHNICIEN, 'fr'],
    [VOYAGE, 'fr'],
    // Spanish.
    ['Camarero/a para restaurante en Madrid, jornada completa', 'es'],
    ['Teleoperador con experiencia en atención al cliente', 'es'],
    ['Desarrollador web full stack, remoto, contrato indefinido', 'es'],
    [ES_CAMARERO, 'es'],
    [ES_DESARROLLADOR, 'es'],
    [RECETA, 'es'],
    // Too short, not words, or another language.
    ['', 'unknown'],
    ['Hello', 'unknown'],
    ['Nurse', 'unknown'],
    ['12345 !!! 678', 'unknown'],
    ['https://jobs.example.com/offers/12345 jobs@example.com', 'unknown'],
    ['Der Lagerarbeiter muss schwere Pakete heben und sortieren', 'unknown'],
    ['Il magazziniere deve sollevare scatole pesanti ogni giorno', 'unknown'],
    ['O trabalhador do armazém deve levantar caixas pesadas todos os dias', 'unknown'],
  ];

  it.each(table.map(([text, expected]) => ({ label: label(text), text, expected })))(
    '$label -> $expected',
    ({ text, expected }) => {
      expect(detectLanguage(text)).toBe(expected);
    },
  );

  // A dominant language with a few words of another one is still that language (or too mixed to tell).
  const mixed: [string, Language][] = [
    [`${EN_WAREHOUSE}\nNous parlons aussi français. Hablamos español.`, 'en'],
    [`${FR_SERVEUR}\nEnglish speakers welcome, we are an international team.`, 'fr'],
    [`${ES_CAMARERO}\nWe also welcome English speakers.`, 'es'],
    ['We are hiring! Nous recrutons ! Buscamos personal para la tienda.', 'es'],
    ['Job: cashier. Poste: caissier. Puesto: cajero.', 'es'],
  ];
  it.each(mixed.map(([text, dominant]) => ({ label: label(text), text, dominant })))(
    'mixed: $label -> $dominant or unknown',
    ({ text, dominant }) => {
      expect([dominant, 'unknown']).toContain(detectLanguage(text));
    },
  );
});

describe('closestLanguage', () => {
  it.each([
    [EN_WAREHOUSE, 'en'],
    [FR_SERVEUR, 'fr'],
    [ES_CAMARERO, 'es'],
    ['Trop court', 'en'],
  ] as [string, Language][])('%s -> %s', (text, expected) => {
    expect(closestLanguage(text)).toBe(expected);
  });
});

describe('languageByCommonWords', () => {
  it.each([
    ['We are hiring a cashier for our store and you will serve customers', 'en'],
    ['Nous recrutons un vendeur pour notre boutique, vous accueillez les clients', 'fr'],
    ['Buscamos un camarero para el restaurante con experiencia', 'es'],
    ['Cariste', 'en'],
  ] as [string, Language][])('%s -> %s', (text, expected) => {
    expect(languageByCommonWords(text)).toBe(expected);
  });
});
