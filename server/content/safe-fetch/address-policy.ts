/**
 * Which hosts and addresses a visitor's URL may reach: public unicast addresses only (no private, loopback,
 * link-local, metadata, documentation or tunnelled forms of them), no private-looking names, no ports browsers
 * refuse; loopback only where a test asks for it.
 */
import net from 'node:net';
import ipaddr from 'ipaddr.js';

function cidrs(list: string[]): Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> {
  return list.map((cidr) => ipaddr.parseCIDR(cidr));
}

/** IPv4 blocks that are never a public web server, named explicitly on top of ipaddr.js's own ranges. */
const BLOCKED_IPV4 = cidrs([
  '0.0.0.0/8', // "this network", unspecified
  '10.0.0.0/8', // private
  '100.64.0.0/10', // carrier-grade NAT (holds Alibaba Cloud's metadata service, 100.100.100.200)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local (holds the AWS/GCP/Azure metadata service, 169.254.169.254)
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation (TEST-NET-1)
  '192.88.99.0/24', // 6to4 relay anycast (deprecated)
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation (TEST-NET-2)
  '203.0.113.0/24', // documentation (TEST-NET-3)
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and 255.255.255.255 broadcast
]);

/** IPv6 blocks refused inside global unicast 2000::/3 (everything outside it is refused anyway). */
const BLOCKED_IPV6 = cidrs([
  '2001::/23', // IETF protocol assignments: Teredo, benchmarking, ORCHID, AMT, AS112…
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
]);

const GLOBAL_UNICAST_IPV6 = ipaddr.parseCIDR('2000::/3');
const TEREDO = ipaddr.parseCIDR('2001::/32');
const SIX_TO_FOUR = ipaddr.parseCIDR('2002::/16');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
const IPV4_TRANSLATED = ipaddr.parseCIDR('::ffff:0:0:0/96');
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

function inAny(address: ipaddr.IPv4 | ipaddr.IPv6, blocks: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>): boolean {
  return blocks.some((block) => address.kind() === block[0].kind() && address.match(block));
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast' && !inAny(address, BLOCKED_IPV4);
}

function ipv4From(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * The IPv4 addresses an IPv6 address carries and that the packets may end up at: IPv4-mapped, IPv4-translated,
 * NAT64 (64:ff9b::/96), 6to4 and Teredo (server and client). Null when it carries none.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const p = address.parts as number[];
  const at = (i: number) => p[i] ?? 0;
  if (address.isIPv4MappedAddress()) return [address.toIPv4Address()];
  if (address.match(IPV4_TRANSLATED) || address.match(NAT64_WELL_KNOWN)) return [ipv4From(at(6), at(7))];
  if (address.match(SIX_TO_FOUR)) return [ipv4From(at(1), at(2))];
  // Teredo: the server's address in clear, the client's with every bit flipped.
  if (address.match(TEREDO)) return [ipv4From(at(2), at(3)), ipv4From(at(6) ^ 0xffff, at(7) ^ 0xffff)];
  return null;
}

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  // IPv4-compatible addresses (::a.b.c.d) are deprecated; with :: and ::1 they are all refused.
  if (address.match(IPV4_COMPATIBLE)) return false;
  const embedded = embeddedIPv4(address);
  if (embedded) {
    // Teredo and 6to4 are tunnels, never where a job board lives, unless every address inside is public.
    return embedded.every(isPublicIPv4);
  }
  return address.range() === 'unicast' && address.match(GLOBAL_UNICAST_IPV6) && !inAny(address, BLOCKED_IPV6);
}

function parseAddress(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  // Only the canonical forms: no zone ids, no octal or hex IPv4 (a URL has normalised those already).
  if (bare.includes('%') || net.isIP(bare) === 0) return null;
  try {
    // ipaddr.js reads a dotted tail (::8.8.8.8) as IPv4-mapped; the URL parser writes it out in hex first.
    if (net.isIPv6(bare)) return ipaddr.parse(new URL(`http://[${bare}]/`).hostname.slice(1, -1));
    return ipaddr.parse(bare);
  } catch {
    return null;
  }
}

/**
 * Whether an address is one the gateway may connect to for a visitor: a public unicast address. Refused:
 * unspecified, loopback, private, link-local, carrier-grade NAT, multicast, broadcast, reserved, benchmarking and
 * documentation ranges, cloud metadata services, IPv6 unique-local and site-local, and IPv6 forms that embed an
 * IPv4 address which is not public itself. Anything that is not a literal IP address is refused too.
 */
export function isPublicAddress(ip: string): boolean {
  const address = parseAddress(ip);
  if (!address) return false;
  return address.kind() === 'ipv4' ? isPublicIPv4(address as ipaddr.IPv4) : isPublicIPv6(address as ipaddr.IPv6);
}

/** A loopback address: 127.0.0.0/8, ::1, or 127.0.0.0/8 mapped into IPv6. */
export function isLoopbackAddress(ip: string): boolean {
  let address = parseAddress(ip);
  if (!address) return false;
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  return address.range() === 'loopback';
}

/** Whether a socket may connect to an address: a public one, or loopback where loopback is asked for. */
export function addressAllowed(ip: string, allowLoopback: boolean): boolean {
  return isPublicAddress(ip) || (allowLoopback && isLoopbackAddress(ip));
}

/** Suffixes of names that only mean something inside a private network. */
const PRIVATE_NAME_SUFFIXES = ['.local', '.localdomain', '.internal', '.intranet', '.lan', '.home.arpa', '.corp'];

/** Ports browsers refuse to fetch from (the Fetch standard's "bad ports"): mail, SSH, DNS, IRC and the like. */
const BAD_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** Why a host was refused; kept as the cause of the URL_NOT_ALLOWED error. */
export class AddressNotAllowedError extends Error {
  readonly code = 'ERR_ADDRESS_NOT_ALLOWED';
  constructor(what: string) {
    super(`Refused to connect to ${what}`);
    this.name = 'AddressNotAllowedError';
  }
}

/** Checks what can be checked from the URL alone: a literal IP address, a private-looking name, a port. */
export function checkHost(url: URL, allowLoopback: boolean): void {
  const port = url.port === '' ? null : Number(url.port);
  if (port !== null && BAD_PORTS.has(port)) throw new AddressNotAllowedError(`port ${port}`);
  const host = url.hostname;
  if (host.startsWith('[') || net.isIPv4(host)) {
    if (!addressAllowed(host, allowLoopback)) throw new AddressNotAllowedError(host);
    return;
  }
  const name = host.replace(/\.+$/, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) {
    if (!allowLoopback) throw new AddressNotAllowedError(name);
    return;
  }
  // A single label (http://intranet/, http://metadata/) is completed by the resolver's search domains, inside.
  if (name === '' || !name.includes('.') || PRIVATE_NAME_SUFFIXES.some((suffix) => name.endsWith(suffix))) {
    throw new AddressNotAllowedError(name || host);
  }
}

/** Whether a URL names this machine: a loopback address or localhost. */
export function isLoopbackHost(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return net.isIP(host) !== 0 && isLoopbackAddress(host);
}
