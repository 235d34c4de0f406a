import { describe, expect, it } from 'vitest';
import { createContactRequest, generateInterviewAudioRequest, leadRequest } from '../../shared/demo-schemas';
import { HttpError, parseBody } from './errors';

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone_number: '+33612345678',
  external_id: 'demo_abc123',
  additional_context: '',
};

const refusal = (schema: Parameters<typeof parseBody>[0], body: unknown) => {
  try {
    parseBody(schema, body);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    const { status, code, details } = error as HttpError;
    return { status, code, fields: details?.fields?.map(({ field, issue }) => [field, issue]) };
  }
  throw new Error('accepted');
};

describe('parseBody says what is wrong with each field', () => {
  it.each([
    ['an absent field', { ...contact, name: undefined }, [['name', 'required']]],
    ['a null field', { ...contact, name: null }, [['name', 'required']]],
    ['a text of spaces only', { ...contact, name: '   ' }, [['name', 'required']]],
    ['a text too long', { ...contact, name: 'x'.repeat(201) }, [['name', 'length']]],
    ['a number too short', { ...contact, phone_number: '+3361' }, [['phone_number', 'length']]],
    ['a value of another type', { ...contact, name: 42 }, [['name', 'invalid']]],
    ['a value not of its form', { ...contact, email: 'nobody' }, [['email', 'invalid']]],
    ['a field on two lines', { ...contact, name: 'Ada\nLovelace' }, [['name', 'invalid']]],
    ['a field the request does not have', { ...contact, admin: true }, [['admin', 'unknown']]],
    [
      'several at once',
      { ...contact, name: '', email: 'nobody' },
      [
        ['name', 'required'],
        ['email', 'invalid'],
      ],
    ],
    ['a body that is not an object', 'text', [['(body)', 'invalid']]],
  ])('%s', (_name, body, fields) => {
    expect(refusal(createContactRequest, body)).toEqual({ status: 400, code: 'VALIDATION_ERROR', fields });
  });

  it('names a nested field by its path', () => {
    const body = {
      name: 'Demo',
      job: { id: 'five' },
      language: 'en',
      voice: { name: 'James' },
      tone: 'formal',
      sharpness: 'Mid',
    };
    expect(refusal(generateInterviewAudioRequest, body).fields).toEqual([['job.id', 'invalid']]);
  });

  it('tells an optional field of the wrong type from a missing one', () => {
    const lead = {
      firstName: 'Ada',
      email: 'ada@example.com',
      phone: '+33612345678',
      selectedPersona: 'balanced',
      inputType: 'paste',
      language: 'en',
    };
    expect(() => parseBody(leadRequest, lead)).not.toThrow();
    expect(refusal(leadRequest, { ...lead, marketingOptIn: 'yes' }).fields).toEqual([['marketingOptIn', 'invalid']]);
  });
});
