import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { badRequest } from '../../lib/http-errors';

/**
 * Where a webhook may point: in production only HTTPS to public addresses, so an organization cannot
 * make the server call into its own network (SSRF). The address is checked when the URL is saved and
 * again at every connection (the name may resolve elsewhere by then).
 */
export interface DestinationPolicy {
  /** http: and private or loopback addresses too (a local install, tests) */
  allowPrivate: boolean;
}

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  // an IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? PRIVATE.check(mapped[1]!, 'ipv4') : PRIVATE.check(address, 'ipv6');
}

/** The URL as it will be called; 400 naming the field when it is not allowed. */
export function checkDestination(text: string, policy: DestinationPolicy): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw badRequest('The webhook URL is not a valid address.', { url: 'is not a valid URL' });
  }
  const allowed = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(url.protocol))
    throw badRequest('The webhook URL must start with https://.', { url: 'must use https' });
  if (url.username || url.password)
    throw badRequest('The webhook URL must not hold a user name or password.', { url: 'has credentials' });
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivate && (host === 'localhost' || (isIP(host) && isPrivateAddress(host))))
    throw badRequest('The webhook URL must be a public address, not a private or local one.', {
      url: 'is a private address',
    });
  return url;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http(s).request that refuses names resolving to private addresses. */
export function guardedLookup(policy: DestinationPolicy) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses;
      const refused = !policy.allowPrivate && list.some((a) => isPrivateAddress(a.address));
      if (refused || list.length === 0) {
        const error: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address`);
        error.code = 'EPRIVATE';
        return callback(error, []);
      }
      const wantsAll = (options as { all?: boolean }).all === true;
      if (wantsAll) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
