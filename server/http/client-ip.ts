import { BlockList, isIP } from "node:net";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * Whom X-Forwarded-For is believed from: `hops` proxies append to it, and only a connection from
 * one of `proxies` may have written it. A client that reaches the port directly writes what it
 * likes there, so its header is ignored.
 */
export interface ProxyTrust {
  hops: number;
  proxies: BlockList;
}

/** The proxies trusted when none are configured: the machine itself (nginx or Caddy beside the server). */
export const LOOPBACK_PROXIES = ["127.0.0.0/8", "::1"];

/** An address or a CIDR range ("10.0.0.0/8", "2001:db8::/32", "127.0.0.1"), or null if it is neither. */
export function parseAddressRange(raw: string): { address: string; prefix: number; family: "ipv4" | "ipv6" } | null {
  const [head = "", prefixText, extra] = raw.trim().split("/");
  const address = parseIp(head);
  if (!address || extra !== undefined) return null;
  const family = isIP(address) === 4 ? "ipv4" : "ipv6";
  const bits = family === "ipv4" ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: bits, family };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
  return { address, prefix: Number(prefixText), family };
}

/** The trust `loadEnv` builds from TRUST_PROXY and TRUSTED_PROXIES; every range must already be valid. */
export function proxyTrust(hops: number, ranges: readonly string[]): ProxyTrust {
  const proxies = new BlockList();
  for (const raw of ranges) {
    const range = parseAddressRange(raw);
    if (!range) throw new Error(`not an address or CIDR range: ${raw}`);
    proxies.addSubnet(range.address, range.prefix, range.family);
  }
  return { hops, proxies };
}

/**
 * The visitor's address. Each trusted proxy appends the address it was reached from to
 * X-Forwarded-For, after whatever the client sent; so with `trust.hops` proxies in front, the client
 * is the entry that many places from the right, and everything to its left is the client's own
 * (forgeable) say. The header counts only on a connection from a trusted proxy. Without proxies,
 * from any other peer, or when that entry is missing or not an address, the socket's peer is the
 * client.
 */
export function clientIp(c: Context, trust: ProxyTrust): string {
  const peer = socketIp(c);
  if (trust.hops > 0 && peer !== null && trust.proxies.check(peer, isIP(peer) === 4 ? "ipv4" : "ipv6")) {
    const entries = (c.req.header("x-forwarded-for") ?? "").split(",");
    const entry = entries.length >= trust.hops ? entries[entries.length - trust.hops] : undefined;
    const forwarded = entry === undefined ? null : parseIp(entry);
    if (forwarded) return forwarded;
  }
  return peer ?? "unknown";
}

/**
 * The key rate limits count under: the address, or for IPv6 its /64, since one subscriber is
 * usually handed a whole /64 and could otherwise take a fresh address for every request.
 */
export function clientKey(c: Context, trust: ProxyTrust): string {
  const ip = clientIp(c, trust);
  return isIP(ip) === 6 ? ipv6Prefix64(ip) : ip;
}

function socketIp(c: Context): string | null {
  try {
    return parseIp(getConnInfo(c).remote.address ?? "");
  } catch {
    return null;
  }
}

/** An address as proxies write it ("192.0.2.1", "192.0.2.1:4711", "[2001:db8::1]:4711"), normalised; null if it is none. */
export function parseIp(raw: string): string | null {
  let value = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.indexOf(":"));
  value = value.replace(/%[\w.-]+$/, "");
  const family = isIP(value);
  if (family === 0) return null;
  const mapped = family === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value) : null;
  return mapped?.[1] ?? value;
}

/** "2001:db8:0:12::1" → "2001:db8:0:12::/64". */
export function ipv6Prefix64(ip: string): string {
  const [head = "", tail] = ip.split("::");
  const groupsOf = (part: string) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
