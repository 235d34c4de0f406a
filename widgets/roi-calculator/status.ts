/**
 * What the calculator says about the last send, in the card under the e-mail row, until the visitor moves on
 * (changes a figure, edits the address or sends again): sent, with the address masked, or why it was not.
 */

export type SendStatus =
  | { kind: 'sent' /** The address it went to, masked ({@link maskAddress}). */; address: string }
  | { kind: 'error'; reason: 'invalid' | 'failure' | 'recipientLimit' };

/**
 * An address with all but the first letter of its local part hidden: "j…@company.com". The domain stays whole,
 * where a typo ("gmial.com") would show; the name does not linger on a shared screen.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const local = address.slice(0, at);
  const first = String.fromCodePoint(local.codePointAt(0) ?? 0);
  return local.length > first.length ? `${first}…${address.slice(at)}` : address;
}
