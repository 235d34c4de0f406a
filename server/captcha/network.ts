/**
 * The network a visitor's address belongs to, as captcha tokens and demo sessions are bound to it: the /24 of
 * an IPv4 address (an IPv4-mapped IPv6 address counts as its IPv4 one) and the /56 of an IPv6 address, the
 * prefix an ISP typically gives one customer. A token solved on one network is refused on another, so it
 * cannot be handed around; a visitor whose address changes within its network (a NAT pool, a new IPv6
 * interface id) keeps it.
 */
import ipaddr from 'ipaddr.js';

const IPV4_NETWORK_BITS = 24;
const IPV6_NETWORK_BITS = 56;

/** The network as CIDR text (`203.0.113.0/24`, `2001:db8:abcd:1200::/56`), or `unknown` for no address. */
export function visitorNetwork(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  const bits = address.kind() === 'ipv4' ? IPV4_NETWORK_BITS : IPV6_NETWORK_BITS;
  const bytes = address.toByteArray();
  for (let bit = bits; bit < bytes.length * 8; bit++)
    bytes[bit >> 3] = (bytes[bit >> 3] as number) & ~(0x80 >> (bit & 7));
  return `${ipaddr.fromByteArray(bytes).toString()}/${bits}`;
}
