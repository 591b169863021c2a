/**
 * The client address a request is throttled by: the socket's peer, or — only
 * when the gateway sits behind a trusted proxy (TRUST_PROXY=1) — the address
 * that proxy appended to X-Forwarded-For (the last entry; earlier entries are
 * the client's own word). An IPv6 client is known by its /64, since one
 * subscriber is usually given a whole /64.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP, isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // Not served by @hono/node-server (app.request() in a test): no socket.
    return null;
  }
}

/**
 * What a trusted proxy wrote into an X-Forwarded-* header: its last entry (earlier
 * entries are the client's own word), trimmed; '' when there is none.
 */
export function lastForwardedEntry(c: Context, header: string): string {
  return c.req.header(header)?.split(',').pop()?.trim() ?? '';
}

function forwardedAddress(c: Context): string | null {
  const last = lastForwardedEntry(c, 'x-forwarded-for');
  return isIP(last) ? last : null;
}

/** The first four groups of an IPv6 address, zero-filled and without leading zeros. */
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = (address.split('%')[0] ?? '').split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const tailWidth = tailGroups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailWidth).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${groups.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** The throttling key of an address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64. */
export function addressKey(address: string): string {
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped) return mapped;
  return isIPv6(address) ? ipv6Prefix64(address) : address;
}

/** The client address key of a request ('unknown' when there is no socket to ask). */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const address = (trustProxy ? forwardedAddress(c) : null) ?? socketAddress(c);
  return address === null ? 'unknown' : addressKey(address);
}
