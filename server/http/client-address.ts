/**
 * The visitor's address, as the limits, the blacklist, the captcha's network binding and the country lookup
 * read it (`req.ip`): worked out once per request, in one canonical spelling. Behind trusted proxies Express
 * takes it from X-Forwarded-For as written there, so `::ffff:203.0.113.7`, `203.0.113.07` and `203.0.113.7`
 * would count as three visitors, and any text (`unknown`, an e-mail) as one more. Here an address is an
 * address: IPv4 in plain dotted decimal, an IPv4-mapped IPv6 address as its IPv4 one, IPv6 in its one
 * compressed lower-case form, no zone; anything else (a leading zero, a hostname, garbage) is not the visitor's
 * address, and the connection's own address (the proxy's) stands for it.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { Request, RequestHandler } from 'express';

const MAPPED_IPV4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * The canonical spelling of an IP address, or undefined for text that is not one. An IPv4 address must be
 * four decimal numbers without leading zeros (`010.0.0.1` is 8.0.0.1 to some parsers and 10.0.0.1 to others:
 * neither is trusted).
 */
export function canonicalIp(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (isIPv4(trimmed)) return trimmed;
  // A zone names an interface of the machine that received the packet, not the visitor.
  const address = trimmed.split('%')[0] ?? '';
  if (!isIPv6(address)) return undefined;
  // The URL parser writes IPv6 in one canonical compressed form, an embedded dotted quad in hex.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const mapped = MAPPED_IPV4.exec(canonical);
  if (!mapped) return canonical;
  const high = Number.parseInt(mapped[1] ?? '0', 16);
  const low = Number.parseInt(mapped[2] ?? '0', 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * Sets `req.ip` to the visitor's canonical address, once, before anything reads it: the address the trusted
 * proxies forwarded, or the connection's own when that is not an address. Mounted first.
 */
export function canonicalClientAddress(): RequestHandler {
  return (req, _res, next) => {
    const address = canonicalIp(req.ip) ?? canonicalIp(req.socket.remoteAddress);
    Object.defineProperty(req as Request, 'ip', { value: address, configurable: true, enumerable: true });
    next();
  };
}
