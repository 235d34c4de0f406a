import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { DEMO_MESSAGES } from '../../../shared/demo';
import {
  caretAfterDigits,
  type Deletion,
  editPhone,
  formatInternational,
  formatNational,
  isInternational,
  maxDigits,
  normalizeDigits,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  type PhoneInput,
  phoneLengthOk,
  phoneProblem,
  phoneValue,
  readPhoneInput,
} from './phone';

describe('the digits the field keeps', () => {
  it.each([
    ['US', 10],
    ['CA', 10],
    ['PR', 10],
    ['JM', 10],
    ['FR', 15],
    ['GB', 15],
    ['DE', 15],
    ['MX', 15],
    ['unknown', 15],
  ])('%s allows %i digits', (country, max) => {
    expect(maxDigits(country)).toBe(max);
  });

  it.each([
    ['FR', '06 12 34 56 78', '0612345678'],
    ['FR', '06.12.34-56/78 (home)', '0612345678'],
    ['FR', 'abc', ''],
    ['FR', '1234567890123456789', '123456789012345'],
    ['GB', '07400 123456', '07400123456'],
    ['DE', '0151 2345 6789 0123 45', '015123456789012'],
    ['US', '(201) 555-0123', '2015550123'],
    ['US', '201 555 0123 99', '2015550123'],
    ['US', '1 201 555 0123', '2015550123'],
    ['CA', '1-416-555-0123', '4165550123'],
    ['FR', '１２３', '123'],
    ['FR', '٠٦١٢', '0612'],
    ['FR', '۰۶', '06'],
  ])('in %s, %s keeps %s', (country, typed, digits) => {
    expect(normalizeDigits(typed, country)).toBe(digits);
  });
});

describe('formatting as the visitor types', () => {
  it.each([
    ['US', '', ''],
    ['US', '2', '(2'],
    ['US', '201', '(201'],
    ['US', '2015', '(201) 5'],
    ['US', '201555', '(201) 555'],
    ['US', '2015550', '(201) 555-0'],
    ['US', '2015550123', '(201) 555-0123'],
    ['CA', '416555012', '(416) 555-012'],
    ['FR', '0', '0'],
    ['FR', '06', '06'],
    ['FR', '061', '06 1'],
    ['FR', '06123', '06 12 3'],
    ['FR', '0612345678', '06 12 34 56 78'],
    ['FR', '612345678', '6 12 34 56 78'],
    ['FR', '61', '6 1'],
    ['FR', '06123456789', '06123456789'],
    ['RE', '0692123456', '0692 12 34 56'],
    ['ES', '6123', '612 3'],
    ['ES', '612345678', '612 34 56 78'],
    ['CH', '0781234567', '078 123 45 67'],
    ['CH', '781234567', '78 123 45 67'],
    ['GB', '07400123456', '07400123456'],
    ['DE', '015123456789', '015123456789'],
    ['unknown', '123', '123'],
  ])('%s %s reads %s', (country, digits, shown) => {
    expect(formatNational(digits, country)).toBe(shown);
  });
});

describe('the value the gateway receives', () => {
  it.each([
    ['FR', '0612345678', '+33612345678'],
    ['FR', '612345678', '+33612345678'],
    ['US', '2015550123', '+12015550123'],
    ['CA', '4165550123', '+14165550123'],
    ['GB', '07400123456', '+447400123456'],
    ['DE', '015123456789', '+4915123456789'],
    ['ES', '612345678', '+34612345678'],
    ['CH', '0781234567', '+41781234567'],
    ['BE', '0470123456', '+32470123456'],
    ['MX', '5512345678', '+525512345678'],
    ['RE', '0692123456', '+262692123456'],
    // Italian numbers keep their 0: it is part of the number, not a trunk prefix.
    ['IT', '0612345678', '+390612345678'],
    ['IT', '3123456789', '+393123456789'],
    // Rwandan fixed numbers begin with 06.
    ['RW', '06123456', '+25006123456'],
  ])('%s %s is sent as %s, which libphonenumber reads as that same number', (country, digits, value) => {
    expect(phoneValue(country, digits)).toBe(value);
    const parsed = parsePhoneNumberFromString(value);
    expect(parsed?.number).toBe(value);
    expect(parsed?.isValid()).toBe(true);
  });

  it.each([
    ['FR', '0612345678', '+33 6 12 34 56 78'],
    ['FR', '612345678', '+33 6 12 34 56 78'],
    ['US', '2015550123', '+1 (201) 555-0123'],
    ['GB', '07400123456', '+44 7400123456'],
    ['IT', '0612345678', '+39 0612345678'],
    ['FR', '', ''],
  ])('%s %s is shown back to the visitor as %s', (country, digits, shown) => {
    expect(formatInternational(country, digits)).toBe(shown);
  });

  it('sends nothing without digits or with an unknown country', () => {
    expect(phoneValue('FR', '')).toBe('');
    expect(phoneValue('ZZ', '0612345678')).toBe('');
  });

  it('keeps the 0 of a special number that a trunk 0 would not explain', () => {
    expect(phoneValue('BG', '00800123456')).toBe('+35900800123456');
  });
});

describe('the length rule (8 to 20 characters)', () => {
  it.each([
    ['', false],
    ['+331234', false],
    ['+3312345', true],
    ['+33612345678', true],
    ['+33612345678901234', true],
    ['+336123456789012345', true],
    ['+3361234567890123456', true],
    ['+33612345678901234567', false],
  ])('%s: %s', (value, ok) => {
    expect(value.length >= PHONE_MIN_LENGTH && value.length <= PHONE_MAX_LENGTH).toBe(ok);
    expect(phoneLengthOk(value)).toBe(ok);
  });

  it.each([
    [{ country: 'FR', digits: '' }, 'required'],
    [{ country: 'FR', digits: '06' }, 'length'],
    [{ country: 'FR', digits: '0612345678' }, null],
    [{ country: 'US', digits: '20155' }, 'length'],
    [{ country: 'US', digits: '201555' }, null],
    [{ country: 'FR', digits: '123456789012345' }, null],
    // A three-digit dial code and the 15 digits allowed stay within 20 characters.
    [{ country: 'BF', digits: '123456789012345' }, null],
    [{ country: 'BF', digits: '123' }, 'length'],
    [{ country: 'BF', digits: '1234' }, null],
  ] as [PhoneInput, string | null][])('%o: %s', (input, problem) => {
    expect(phoneProblem(input)).toBe(problem);
  });

  it('has the message the spec gives', () => {
    expect(DEMO_MESSAGES.phoneLength).toBe('Please enter a phone number between 8 and 20 characters.');
  });
});

describe('typing or pasting a whole number', () => {
  it.each([
    ['national number', '06 12 34 56 78', 'FR', { country: 'FR', digits: '0612345678', pending: null }],
    ['+33 while the US is chosen', '+33 6 12 34 56 78', 'US', { country: 'FR', digits: '612345678', pending: null }],
    ['0033 prefix', '0033 6 12 34 56 78', 'US', { country: 'FR', digits: '612345678', pending: null }],
    ['trunk 0 in brackets', '+33 (0)6 12 34 56 78', 'FR', { country: 'FR', digits: '612345678', pending: null }],
    [
      'trunk 0 written after the code',
      '+33 06 12 34 56 78',
      'ES',
      { country: 'FR', digits: '612345678', pending: null },
    ],
    ['Italian 0 kept', '+39 06 1234 5678', 'FR', { country: 'IT', digits: '0612345678', pending: null }],
    ['+1 keeps Canada', '+1 416 555 0123', 'CA', { country: 'CA', digits: '4165550123', pending: null }],
    [
      '+1 from elsewhere means the US',
      '+1 (201) 555-0123',
      'FR',
      { country: 'US', digits: '2015550123', pending: null },
    ],
    ['011 from North America', '011 44 7400 123456', 'US', { country: 'GB', digits: '7400123456', pending: null }],
    ['011 elsewhere is national', '011 44 7400', 'FR', { country: 'FR', digits: '011447400', pending: null }],
    ['+44 keeps Jersey', '+44 7797 123456', 'JE', { country: 'JE', digits: '7797123456', pending: null }],
    ['+44 from France', '+447400123456', 'FR', { country: 'GB', digits: '7400123456', pending: null }],
    ['three-digit code', '+262 692 12 34 56', 'FR', { country: 'RE', digits: '692123456', pending: null }],
    ['a lone plus', '+', 'FR', { country: 'FR', digits: '', pending: '+' }],
    ['an incomplete code', '+3', 'FR', { country: 'FR', digits: '', pending: '+3' }],
    ['an incomplete 00 code', '00 3', 'FR', { country: 'FR', digits: '', pending: '003' }],
    ['an incomplete code typed over a US number', '(00', 'US', { country: 'US', digits: '', pending: '00' }],
    ['an incomplete code with spaces', '+ 3', 'FR', { country: 'FR', digits: '', pending: '+3' }],
    ['a code nobody has', '+999 1234', 'FR', { country: 'FR', digits: '9991234', pending: null }],
    [
      'too many digits after the code',
      '+1 201 555 0123 456',
      'FR',
      { country: 'US', digits: '2015550123', pending: null },
    ],
    ['full-width plus and digits', '＋３３６１２', 'US', { country: 'FR', digits: '612', pending: null }],
    ['surrounding spaces', '  +34 612 34 56 78 ', 'FR', { country: 'ES', digits: '612345678', pending: null }],
  ])('%s: %s with %s chosen', (_what, text, current, reading) => {
    expect(readPhoneInput(text, current)).toEqual(reading);
  });

  it.each([
    ['+33 6 12', 'FR', true],
    [' 0033 6', 'FR', true],
    ['011 33 6', 'US', true],
    ['011 33 6', 'FR', false],
    ['06 12 34', 'FR', false],
    ['(201) 555', 'US', false],
  ])('%s with %s chosen is international: %s', (text, country, international) => {
    expect(isInternational(text, country)).toBe(international);
  });
});

describe('editing the field', () => {
  const us = (digits: string): PhoneInput => ({ country: 'US', digits });
  const fr = (digits: string): PhoneInput => ({ country: 'FR', digits });

  // The raw text uses '|' for the caret the browser reports; the shown text '|' for where the caret is put.
  it.each([
    ['types the first digit', us(''), '2|', null, us('2'), '(2|'],
    ['types at the end', us('201'), '(2015|', null, us('2015'), '(201) 5|'],
    ['types in the middle', us('201555'), '(2019|) 555', null, us('2019555'), '(201) 9|55-5'],
    [
      'types nothing more once the number is complete',
      us('2015550123'),
      '(2019|) 555-0123',
      null,
      us('2015550123'),
      '(201|) 555-0123',
    ],
    [
      'types past the end of a complete number',
      us('2015550123'),
      '(201) 555-01234|',
      null,
      us('2015550123'),
      '(201) 555-0123|',
    ],
    ['deletes a digit', us('2015'), '(201) |', 'backward', us('201'), '(201|'],
    ['deletes the digit before a separator', us('201555'), '(201)| 555', 'backward', us('20555'), '(20|5) 55'],
    ['deletes the digit after a separator', us('201555'), '(201|) 555', 'forward', us('20155'), '(201|) 55'],
    ['drops a leading 1 in North America', us(''), '1|', null, us(''), '|'],
    ['drops a leading 1 typed before a number', us('201'), '1|(201', null, us('201'), '(|201'],
    ['types a French number', fr('061'), '06 12|', null, fr('0612'), '06 12|'],
    ['deletes a space in a French number', fr('0612'), '06|12', 'backward', fr('012'), '0|1 2'],
    ['starts an international number', fr(''), '+|', null, fr(''), '+|'],
    ['completes a dial code', fr(''), '+34|', null, { country: 'ES', digits: '' }, '|'],
    ['pastes a whole number', us(''), '+33 6 12 34 56 78|', null, fr('612345678'), '6 12 34 56 78|'],
    [
      'pastes a longer national number',
      fr(''),
      '0612345678901234567|',
      null,
      fr('061234567890123'),
      '061234567890123|',
    ],
  ] as [string, PhoneInput, string, Deletion | null, PhoneInput, string][])(
    '%s',
    (_what, previous, rawWithCaret, deletion, value, shownWithCaret) => {
      const caret = rawWithCaret.indexOf('|');
      const raw = rawWithCaret.replace('|', '');
      const edit = editPhone(previous, raw, caret, deletion);
      expect(edit.value).toEqual(value);
      expect(`${edit.display.slice(0, edit.caret)}|${edit.display.slice(edit.caret)}`).toBe(shownWithCaret);
      if (edit.pending === null) expect(edit.display).toBe(formatNational(value.digits, value.country));
    },
  );

  it.each([
    ['(201) 555', 0, 1],
    ['(201) 555', 3, 4],
    ['(201) 555', 4, 7],
    ['(201) 555', 6, 9],
    ['(201) 555', 9, 9],
    ['', 0, 0],
  ])('in %s the caret after %i digits is at %i', (display, count, index) => {
    expect(caretAfterDigits(display, count)).toBe(index);
  });
});
