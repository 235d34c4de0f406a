/**
 * A demo contact as the gateway shows it back: enough to recognise one's own details, not enough to learn
 * someone else's. The widget keeps what the visitor typed; whoever holds a session value that is not theirs
 * reads no name, address or number from it.
 */
import type { Contact } from './recruiter';

/** The first character of each word, the rest hidden: "Ann Martin" gives "A*** M***". */
const maskName = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]}***`)
    .join(' ');

/** The first character of the mailbox and the whole domain: "ann.martin@example.com" gives "a***@example.com". */
const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${Array.from(email)[0]}***${email.slice(at)}`;
};

/** The country code's start and the last two digits: "+33612345678" gives "+33*******78". */
const maskPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '***';
  return `+${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
};

export function maskedContact(contact: Contact): Contact {
  return {
    ...contact,
    name: maskName(contact.name),
    email: maskEmail(contact.email),
    phone_number: maskPhone(contact.phone_number),
  };
}
