import type { MiddlewareHandler } from "hono";
import type { Clock } from "../clock.ts";
import { clientIp } from "./client-ip.ts";

export interface RateLimitRule {
  /** Name of the bucket, so separate endpoints count separately. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * Fixed-window counts per client and rule, kept in this process's memory: with several instances
 * each counts on its own (docs/decisions/005-rate-limits-in-memory.md).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number; windowMs: number }>();
  private lastSweep = 0;

  private readonly clock: Clock;

  constructor(clock: Clock) {
    this.clock = clock;
  }

  /** True when the hit is allowed. */
  hit(rule: RateLimitRule, client: string): { allowed: boolean; retryAfterS: number } {
    const now = this.clock.now().getTime();
    const key = `${rule.name}:${client}`;
    let window = this.windows.get(key);
    if (!window || now - window.start >= rule.windowMs) {
      window = { start: now, count: 0, windowMs: rule.windowMs };
      this.windows.set(key, window);
      // At most one sweep a second: a flood of fresh clients must not make every hit walk the map.
      if (this.windows.size > 50_000 && now - this.lastSweep >= 1000) this.sweep(now);
    }
    window.count += 1;
    const retryAfterS = Math.ceil((window.start + rule.windowMs - now) / 1000);
    return { allowed: window.count <= rule.limit, retryAfterS };
  }

  reset(): void {
    this.windows.clear();
  }

  /** Drops windows that have ended, each by its own rule's length. */
  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (now - window.start >= window.windowMs) this.windows.delete(key);
  }

  middleware(
    rule: RateLimitRule,
    trustProxy: boolean,
    answer: (message: string) => unknown = (error) => ({ error }),
  ): MiddlewareHandler {
    return async (c, next) => {
      const { allowed, retryAfterS } = this.hit(rule, clientIp(c, trustProxy));
      if (!allowed) {
        c.header("Retry-After", String(retryAfterS));
        return c.json(answer(rule.message) as object, 429);
      }
      await next();
    };
  }
}
