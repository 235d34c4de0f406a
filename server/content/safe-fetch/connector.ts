/**
 * The connector behind every fetch: a name is looked up by our own lookup, which refuses it when any of its
 * addresses is refused, a literal IP is checked before connecting, and the address reached is checked again once
 * connected, so nothing can change between the check and the connection.
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import net from 'node:net';
import { buildConnector } from 'undici';
import { AddressNotAllowedError, addressAllowed } from './address-policy';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The system resolver (getaddrinfo), every address of a name. */
export function systemResolve(hostname: string): Promise<LookupAddress[]> {
  return dnsLookup(hostname, { all: true });
}

/**
 * The lookup given to every socket: a name is refused when any of its addresses is refused, not only the one that
 * would be picked. A public name never publishes a private address next to its public ones, so a mix means a
 * misconfiguration or a rebinding attempt; and since the socket connects to exactly the addresses checked here,
 * nothing can change between the check and the connection.
 */
function guardedLookup(resolve: (hostname: string) => Promise<LookupAddress[]>, allowLoopback: boolean) {
  return (hostname: string, options: { family?: number | string; all?: boolean }, callback: LookupCallback) => {
    resolve(hostname).then(
      (found) => {
        const family =
          options.family === 4 || options.family === 'IPv4'
            ? 4
            : options.family === 6 || options.family === 'IPv6'
              ? 6
              : 0;
        const addresses = family ? found.filter((a) => a.family === family) : found;
        const refused = found.find((a) => !addressAllowed(a.address, allowLoopback));
        if (refused) return callback(new AddressNotAllowedError(`${hostname} (${refused.address})`), '');
        const first = addresses[0];
        if (!first) {
          const error: NodeJS.ErrnoException = new Error(`No address found for ${hostname}`);
          error.code = 'ENOTFOUND';
          return callback(error, '');
        }
        if (options.all) return callback(null, addresses);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/** The connector behind every fetch: the address checks happen here, where sockets are opened. */
export function guardedConnector(options: {
  allowLoopback: boolean;
  resolve: (hostname: string) => Promise<LookupAddress[]>;
  connectTimeoutMs: number;
}): buildConnector.connector {
  const { allowLoopback } = options;
  const connect = buildConnector({
    timeout: options.connectTimeoutMs,
    lookup: guardedLookup(options.resolve, allowLoopback),
  } as buildConnector.BuildOptions);
  return (target, callback) => {
    // A literal IP never goes through the lookup, so it is checked here.
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    if (net.isIP(host) !== 0 && !addressAllowed(host, allowLoopback)) {
      callback(new AddressNotAllowedError(host), null);
      return;
    }
    connect(target, (error, socket) => {
      if (error || !socket) {
        callback(error ?? new Error('Connection failed'), null);
        return;
      }
      // And the address actually reached, whatever led to it.
      const remote = socket.remoteAddress ?? '';
      if (!addressAllowed(remote, allowLoopback)) {
        socket.destroy();
        callback(new AddressNotAllowedError(remote || host), null);
        return;
      }
      callback(null, socket);
    });
  };
}
