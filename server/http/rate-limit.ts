import type { MiddlewareHandler } from "hono";
import type { Clock } from "#server/clock.ts";
import { clientKey, type ProxyTrust } from "./client-ip.ts";
import { ExpiringMap } from "./expiring-map.ts";

export interface RateLimitRule {
  /** Name of the bucket, so separate endpoints count separately. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

/** Failures after which a key must wait, twice as long after each further failure. */
export interface BackoffRule {
  name: string;
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key with no failure for this long starts afresh. */
  forgetAfterMs: number;
}

interface Window {
  start: number;
  count: number;
}

interface Failures {
  count: number;
  last: number;
}

/** Clients tracked per rule; beyond it the oldest is forgotten, so a flood of fresh addresses cannot exhaust memory. */
const DEFAULT_CAPACITY = 20_000;

/**
 * Fixed-window counts and failure backoffs per client and rule, kept in this process's memory: with
 * several instances each counts on its own (docs/decisions/005-rate-limits-in-memory.md).
 */
export class RateLimiter {
  private readonly tables = new Map<string, ExpiringMap<Window | Failures>>();
  private readonly clock: Clock;
  private readonly capacity: number;

  constructor(clock: Clock, { capacity = DEFAULT_CAPACITY }: { capacity?: number } = {}) {
    this.clock = clock;
    this.capacity = capacity;
  }

  /** The rule's table in the current timeline (see Clock.timeline). */
  private table<V extends Window | Failures>(name: string): ExpiringMap<V> {
    const key = `${this.clock.timeline()}|${name}`;
    let table = this.tables.get(key);
    if (!table) {
      table = new ExpiringMap(this.capacity);
      this.tables.set(key, table);
    }
    return table as ExpiringMap<V>;
  }

  /** Clients currently tracked under a rule. */
  tracked(name: string): number {
    return this.tables.get(`${this.clock.timeline()}|${name}`)?.size ?? 0;
  }

  hit(rule: RateLimitRule, client: string): { allowed: boolean; retryAfterS: number } {
    const now = this.clock.now().getTime();
    const windows = this.table<Window>(rule.name);
    let window = windows.get(client, now);
    if (!window) {
      window = { start: now, count: 0 };
      windows.set(client, window, now + rule.windowMs, now);
    }
    window.count += 1;
    const retryAfterS = Math.ceil((window.start + rule.windowMs - now) / 1000);
    return { allowed: window.count <= rule.limit, retryAfterS };
  }

  /** Milliseconds until `key` may try again under `rule`; 0 when it may now. */
  backoffWaitMs(rule: BackoffRule, key: string): number {
    const now = this.clock.now().getTime();
    const failures = this.table<Failures>(rule.name).get(key, now);
    if (!failures || failures.count < rule.freeFailures) return 0;
    const delay = Math.min(rule.firstDelayMs * 2 ** (failures.count - rule.freeFailures), rule.maxDelayMs);
    return Math.max(0, failures.last + delay - now);
  }

  recordFailure(rule: BackoffRule, key: string): void {
    const now = this.clock.now().getTime();
    const table = this.table<Failures>(rule.name);
    const count = (table.get(key, now)?.count ?? 0) + 1;
    table.set(key, { count, last: now }, now + rule.forgetAfterMs, now);
  }

  clearFailures(rule: BackoffRule, key: string): void {
    this.table(rule.name).delete(key);
  }

  reset(): void {
    this.tables.clear();
  }

  middleware(
    rule: RateLimitRule,
    trust: ProxyTrust,
    answer: (message: string) => unknown = (error) => ({ error }),
  ): MiddlewareHandler {
    return async (c, next) => {
      const { allowed, retryAfterS } = this.hit(rule, clientKey(c, trust));
      if (!allowed) {
        c.header("Retry-After", String(retryAfterS));
        return c.json(answer(rule.message) as object, 429);
      }
      await next();
    };
  }
}
