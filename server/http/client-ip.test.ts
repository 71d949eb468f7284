import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "#server/env.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";
import { clientIp, clientKey, ipv6Prefix64, LOOPBACK_PROXIES, parseIp, proxyTrust } from "./client-ip.ts";

let http: ServerType;
let origin: string;

beforeAll(async () => {
  const app = new Hono();
  app.get("/:hops", (c) => {
    const trust = proxyTrust(Number(c.req.param("hops")), LOOPBACK_PROXIES);
    return c.json({ ip: clientIp(c, trust), key: clientKey(c, trust) });
  });
  await new Promise<void>((resolve) => {
    http = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve());
  });
  const address = http.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(() => new Promise((resolve) => http.close(resolve)));

async function seen(hops: number, forwardedFor?: string | string[]): Promise<{ ip: string; key: string }> {
  const headers = new Headers();
  for (const value of [forwardedFor ?? []].flat()) headers.append("X-Forwarded-For", value);
  return (await fetch(`${origin}/${hops}`, { headers })).json();
}

describe("client address", () => {
  it("takes the entry as many places from the right as there are trusted proxies", async () => {
    // What the client sent stands to the left of what each proxy appended.
    expect((await seen(1, "6.6.6.6, 198.51.100.7")).ip).toBe("198.51.100.7");
    expect((await seen(2, "6.6.6.6, 198.51.100.7, 203.0.113.9")).ip).toBe("198.51.100.7");
    expect((await seen(1, ["6.6.6.6", "198.51.100.7"])).ip).toBe("198.51.100.7");
  });

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    expect((await seen(0, "198.51.100.7")).ip).toBe("127.0.0.1");
  });

  it("falls back to the socket's peer when the chain is short or the entry is not an address", async () => {
    expect((await seen(2, "198.51.100.7")).ip).toBe("127.0.0.1");
    expect((await seen(1)).ip).toBe("127.0.0.1");
    for (const bad of ["6.6.6.6, not-an-ip", "6.6.6.6, ", "6.6.6.6, 198.51.100.7.1", "unknown"])
      expect((await seen(1, bad)).ip).toBe("127.0.0.1");
  });

  it("reads the forms proxies write and keys IPv6 clients by their /64", async () => {
    expect(await seen(1, "198.51.100.7:4711")).toEqual({ ip: "198.51.100.7", key: "198.51.100.7" });
    expect(await seen(1, "[2001:DB8:0:12::1]:4711")).toEqual({ ip: "2001:db8:0:12::1", key: "2001:db8:0:12::/64" });
    expect(await seen(1, "::ffff:198.51.100.7")).toEqual({ ip: "198.51.100.7", key: "198.51.100.7" });
  });
});

describe("address parsing", () => {
  it("normalises addresses and rejects anything else", () => {
    expect(parseIp(" 2001:db8::1%eth0 ")).toBe("2001:db8::1");
    expect(parseIp("198.51.100.7")).toBe("198.51.100.7");
    for (const bad of ["", "example.com", "1.2.3", "[1.2.3.4]x", "2001:db8:::1"]) expect(parseIp(bad)).toBeNull();
  });

  it("cuts IPv6 addresses to their /64 in every spelling", () => {
    expect(ipv6Prefix64("2001:db8:0:12:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:12::/64");
    expect(ipv6Prefix64("2001:0db8:0000:0012::1")).toBe("2001:db8:0:12::/64");
    expect(ipv6Prefix64("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(ipv6Prefix64("::1")).toBe("0:0:0:0::/64");
    expect(ipv6Prefix64("::ffff:1.2.3.4")).toBe("0:0:0:0::/64");
    expect(ipv6Prefix64("2001:db8:1:2:3::1.2.3.4")).toBe("2001:db8:1:2::/64");
  });
});

describe("X-Forwarded-For from a client that reaches the port directly", () => {
  /** The real app over a real socket on 127.0.0.1, trusting proxies at `trustedProxies` only. */
  async function appOn(trustedProxies: string) {
    const app: TestServer = await startTestServer({ TRUSTED_PROXIES: trustedProxies });
    const listening = await new Promise<ServerType>((resolve) => {
      const started: ServerType = serve({ fetch: app.app.fetch, hostname: "127.0.0.1", port: 0 }, () =>
        resolve(started),
      );
    });
    const address = listening.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    return {
      /** Eleven guest sign-ins, each claiming an address of its own: the sign-in allows ten an address. */
      async signInStatuses(): Promise<number[]> {
        const statuses: number[] = [];
        for (let attempt = 1; attempt <= 11; attempt += 1) {
          const response = await fetch(`${url}/api/collections/users/auth-with-password`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.${attempt}` },
            body: JSON.stringify({ identity: `nobody-${attempt}@example.com`, password: "wrong-password" }),
          });
          statuses.push(response.status);
        }
        return statuses;
      },
      async close() {
        await new Promise((resolve) => listening.close(resolve));
        await app.close();
      },
    };
  }

  it("is ignored when the peer is not a trusted proxy, so the client cannot choose its address", async () => {
    // The proxy is configured elsewhere; this client connects from 127.0.0.1, around it.
    const direct = await appOn("192.0.2.10, 10.0.0.0/8");
    try {
      expect(await direct.signInStatuses()).toEqual([...Array<number>(10).fill(400), 429]);
    } finally {
      await direct.close();
    }
  });

  it("is believed from a proxy on loopback, the default", async () => {
    const proxied = await appOn("");
    try {
      expect(await proxied.signInStatuses()).toEqual(Array<number>(11).fill(400));
    } finally {
      await proxied.close();
    }
  });
});

describe("TRUSTED_PROXIES", () => {
  it("accepts addresses and CIDR ranges, and names the variable when an entry is neither", () => {
    expect(
      loadEnv({ TRUSTED_PROXIES: "10.0.0.0/8, 2001:db8::/32,192.0.2.1" }).TRUST_PROXY.proxies.check("10.9.8.7"),
    ).toBe(true);
    for (const bad of ["10.0.0.0/33", "proxy.example", "10.0.0.0/8/1", "::1/129", "10.0.0.0/8,"])
      expect(() => loadEnv({ TRUSTED_PROXIES: bad })).toThrow(
        "Invalid configuration: TRUSTED_PROXIES must be a comma-separated list of addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8",
      );
  });
});
