import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses an outbound webhook call may connect to. A receiver's URL is chosen by a
 * customer, so without this rule a webhook could reach what only this server can: the cloud
 * metadata service (169.254.169.254), the database, an admin port on loopback, the private network.
 */
export type AddressRule = {
  /** Public unicast addresses: every https call. */
  publicAllowed: boolean;
  /** 127.0.0.0/8 and ::1: only the development and test setting `allowLoopback`. */
  loopbackAllowed: boolean;
};

/** IANA hands out global unicast IPv6 from 2000::/3 only; the rest of the space is reserved. */
const GLOBAL_UNICAST_IPV6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * The ipaddr.js range name of an address: 'unicast' for a public address, otherwise the special
 * range it falls in ('private', 'loopback', 'linkLocal', 'carrierGradeNat', 'uniqueLocal',
 * 'rfc6052' for NAT64, '6to4', 'reserved', ...), or 'invalid' for what is not an IP address.
 */
export function addressRange(address: string): string {
  // Node connects only to what net.isIP accepts; ipaddr.js would also read forms like "127.1".
  if (net.isIP(address) === 0) return 'invalid';
  // An IPv4-mapped address (::ffff:a.b.c.d) reaches the IPv4 address it carries: judge that one.
  const ip = ipaddr.process(address);
  const range = ip.range();
  // ipaddr.js calls every IPv6 address outside its special ranges 'unicast', even the reserved
  // space below 2000::/3 (such as the deprecated IPv4-compatible ::a.b.c.d).
  if (ip instanceof ipaddr.IPv6 && range === 'unicast' && !ip.match(GLOBAL_UNICAST_IPV6)) return 'reserved';
  return range;
}

/** Whether the rule lets a call connect to this address. Anything not recognised is refused. */
export function isAllowedAddress(address: string, rule: AddressRule): boolean {
  const range = addressRange(address);
  if (range === 'unicast') return rule.publicAllowed;
  if (range === 'loopback') return rule.loopbackAllowed;
  return false;
}

/**
 * Whether the rule lets a call go to a host that resolved to these addresses. One refused address
 * refuses them all: picking another would let a name that also resolves to a private address
 * through whenever the connection happened to take the public one.
 */
export function allowsAllAddresses(addresses: readonly string[], rule: AddressRule): boolean {
  return addresses.length > 0 && addresses.every((address) => isAllowedAddress(address, rule));
}
