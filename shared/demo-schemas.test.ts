import { describe, expect, it } from 'vitest';
import { createContactRequest, leadRequest } from './demo-schemas';

const lead = {
  firstName: 'Ann',
  lastName: 'Martin',
  company: 'Entrepôts du Rhône',
  email: 'ann.martin@example.com',
  phone: '+33612345678',
  selectedPersona: 'structured',
  inputType: 'paste',
  language: 'fr',
};

describe('the lead', () => {
  it('accepts what a visitor types, accents, emoji and right-to-left names included', () => {
    const typed = { ...lead, firstName: 'Hélène 😀', lastName: 'שרה', company: 'شركة النقل' };
    expect(leadRequest.safeParse(typed)).toEqual({ success: true, data: typed });
  });

  const FIELDS = ['firstName', 'lastName', 'company', 'email', 'phone'] as const;
  const BAD = [
    ['NUL', '\u0000'],
    ['CR/LF', '\r\n'],
    ['LF', '\n'],
    ['a lone surrogate', '\ud800'],
    ['a right-to-left override', '\u202e'],
    ['a first strong isolate', '\u2068'],
  ] as const;
  const rows = FIELDS.flatMap((field) => BAD.map(([name, character]) => ({ field, name, character })));

  it.each(rows)('refuses $name inside $field, naming the field', ({ field, character }) => {
    const value = lead[field];
    const middle = Math.ceil(value.length / 2);
    const result = leadRequest.safeParse({
      ...lead,
      [field]: `${value.slice(0, middle)}${character}${value.slice(middle)}`,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});

describe('the contact', () => {
  const contact = {
    name: 'Ann Martin',
    email: 'ann.martin@example.com',
    phone_number: '+33612345678',
    external_id: 'demo_abc',
    additional_context: 'Warehouse picker, night shift',
  };

  it('accepts a name as visitors write it', () => {
    expect(createContactRequest.safeParse({ ...contact, name: 'Hélène Müller-Ørsted' }).success).toBe(true);
  });

  it.each([
    ['name', 'Ann\r\nBcc: x@example.com'],
    ['name', 'Ann\u0000'],
    ['name', '\u202eAnn'],
    ['email', 'ann\n@example.com'],
  ] as const)('refuses a %s that is not one plain line', (field, value) => {
    const result = createContactRequest.safeParse({ ...contact, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});
