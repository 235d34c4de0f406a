import { describe, expect, it } from 'vitest';
import { canonicalMailbox, normalizeEmail } from './mailbox';

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM \n')).toBe('jane.doe@example.com');
    expect(normalizeEmail('jane.doe@example.com')).toBe('jane.doe@example.com');
  });
});

describe('canonicalMailbox', () => {
  it.each([
    // Case and spacing.
    ['victim@example.com', 'victim@example.com'],
    ['  Victim@Example.COM \n', 'victim@example.com'],
    // A +tag is left out, at any provider; dots elsewhere than Gmail are kept.
    ['victim+1@example.com', 'victim@example.com'],
    ['victim+roi+2@example.com', 'victim@example.com'],
    ['Victim+News@Example.com', 'victim@example.com'],
    ['jane.doe@example.com', 'jane.doe@example.com'],
    ['jane.doe+x@example.com', 'jane.doe@example.com'],
    ['jane.doe@sub.gmail.com.example', 'jane.doe@sub.gmail.com.example'],
    // Gmail: dots left out, googlemail.com is gmail.com, tags left out too.
    ['v.ictim@gmail.com', 'victim@gmail.com'],
    ['V.I.C.T.I.M@GMAIL.COM', 'victim@gmail.com'],
    ['victim@googlemail.com', 'victim@gmail.com'],
    ['vic.tim+roi@googlemail.com', 'victim@gmail.com'],
    ['victim@gmail.com.', 'victim@gmail.com'],
    // Nothing left to count by: kept as it is.
    ['+victim@example.com', '+victim@example.com'],
    ['...@gmail.com', '...@gmail.com'],
    ['not an address', 'not an address'],
    ['@example.com', '@example.com'],
  ])('counts %j as %j', (address, mailbox) => {
    expect(canonicalMailbox(address)).toBe(mailbox);
  });

  it('keeps distinct mailboxes apart', () => {
    expect(canonicalMailbox('victim@example.com')).not.toBe(canonicalMailbox('victim@example.org'));
    expect(canonicalMailbox('v.ictim@example.com')).not.toBe(canonicalMailbox('victim@example.com'));
    expect(canonicalMailbox('victim@gmail.com')).not.toBe(canonicalMailbox('victim2@gmail.com'));
  });
});
