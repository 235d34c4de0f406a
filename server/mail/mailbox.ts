/**
 * Which mailbox an e-mail address reaches, for the limits that count addresses (the ROI e-mails an address
 * receives in a day, the demo call of the day): one mailbox is one count, however its address is spelled.
 * The mail itself always goes to the address as the visitor typed it.
 */

/** One address, whatever its case or spacing. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Domains whose mailboxes ignore dots in the local part; each is written as the first. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, as a limit counts it: lower case, a `+tag` left out of the local part
 * (`ann+roi@example.com` reaches `ann@example.com` at nearly every provider), and at Gmail the dots of the local
 * part left out and `googlemail.com` written `gmail.com` (Gmail delivers `a.n.n@googlemail.com` to `ann@gmail.com`).
 * Counting a few distinct mailboxes as one costs their owners nothing but a shared allowance; counting one
 * mailbox as many lets a stranger write to it as often as there are spellings.
 */
export function canonicalMailbox(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  // A domain written with its final dot ("gmail.com.") is the same domain.
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  let local = address.slice(0, at);
  const tag = local.indexOf('+');
  // An address that is all tag ("+ann@example.com") keeps it: there is nothing else to count it by.
  if (tag > 0) local = local.slice(0, tag);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replace(/\./g, '') || local;
  }
  return `${local}@${domain}`;
}
