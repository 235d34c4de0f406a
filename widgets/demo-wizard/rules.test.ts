import { describe, expect, it } from 'vitest';
import { canContinue, continueBlocker } from './rules';
import { initialForm, type WizardForm } from './store';

const form = (patch: Partial<WizardForm> = {}): WizardForm => ({ ...initialForm(), ...patch });
const contact = (patch: Partial<WizardForm> = {}) =>
  form({
    firstName: 'Ada',
    email: 'ada@example.com',
    phone: { country: 'US', digits: '2025550143' },
    consent: true,
    ...patch,
  });

describe('Continue on step 1 (spec: more than 20 characters)', () => {
  it.each([
    ['empty', '', false],
    ['20 characters', 'a'.repeat(20), false],
    ['20 characters and blanks around', `  ${'a'.repeat(20)}\n `, false],
    ['21 characters', 'a'.repeat(21), true],
  ])('%s', (_name, jobInput, enabled) => {
    expect(canContinue(1, form({ jobInput }))).toBe(enabled);
  });
});

describe('why Continue cannot be pressed', () => {
  const job = 'Warehouse operator wanted in Leeds';
  it.each([
    ['step 1, captcha running, empty', 1, form(), false, { reason: 'captcha' }],
    ['step 1, captcha running, text in', 1, form({ jobInput: job }), false, { reason: 'captcha' }],
    ['step 1, empty text', 1, form(), true, { reason: 'jobText' }],
    ['step 1, 20 characters', 1, form({ jobInput: 'a'.repeat(20) }), true, { reason: 'jobText' }],
    ['step 1, empty address', 1, form({ inputType: 'url' }), true, { reason: 'jobUrl' }],
    ['step 1, text in', 1, form({ jobInput: job }), true, null],
    ['step 2, no interviewer', 2, form(), true, { reason: 'persona' }],
    ['step 2, an interviewer', 2, form({ selectedPersona: 'balanced' }), true, null],
    ['step 3, all filled', 3, contact(), true, null],
    [
      'step 3, nothing filled',
      3,
      form(),
      true,
      { reason: 'contact', fields: ['firstName', 'email', 'phone'], consent: true },
    ],
    [
      'step 3, blank first name',
      3,
      contact({ firstName: '  ' }),
      true,
      { reason: 'contact', fields: ['firstName'], consent: false },
    ],
    [
      'step 3, no phone',
      3,
      contact({ phone: { country: 'FR', digits: '' } }),
      true,
      { reason: 'contact', fields: ['phone'], consent: false },
    ],
    ['step 3, consent only', 3, contact({ consent: false }), true, { reason: 'contact', fields: [], consent: true }],
    [
      'step 3, e-mail and consent',
      3,
      contact({ email: '', consent: false }),
      true,
      { reason: 'contact', fields: ['email'], consent: true },
    ],
  ] as const)('%s', (_name, step, state, captchaSolved, blocker) => {
    expect(continueBlocker(step, state, captchaSolved)).toEqual(blocker);
  });
});
