import { isIP } from "node:net";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The visitor's address. Each trusted proxy appends the address it was reached from to
 * X-Forwarded-For, after whatever the client sent; so with `trustedHops` proxies in front, the client
 * is the entry that many places from the right, and everything to its left is the client's own
 * (forgeable) say. Without proxies, or when that entry is missing or not an address, the socket's
 * peer is the client.
 */
export function clientIp(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const entries = (c.req.header("x-forwarded-for") ?? "").split(",");
    const entry = entries.length >= trustedHops ? entries[entries.length - trustedHops] : undefined;
    const forwarded = entry === undefined ? null : parseIp(entry);
    if (forwarded) return forwarded;
  }
  return socketIp(c);
}

/**
 * The key rate limits count under: the address, or for IPv6 its /64, since one subscriber is
 * usually handed a whole /64 and could otherwise take a fresh address for every request.
 */
export function clientKey(c: Context, trustedHops: number): string {
  const ip = clientIp(c, trustedHops);
  return isIP(ip) === 6 ? ipv6Prefix64(ip) : ip;
}

function socketIp(c: Context): string {
  try {
    return parseIp(getConnInfo(c).remote.address ?? "") ?? "unknown";
  } catch {
    return "unknown";
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
