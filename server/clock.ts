import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The server's idea of now. Tests may pin it (only when TEST_HOOKS is on, never in production):
 * globally, or for the work of one request, so that browser tests running side by side against one
 * server each see their own time.
 */
export class Clock {
  private pinned: Date | null = null;
  private readonly scoped = new AsyncLocalStorage<Date>();

  now(): Date {
    const instant = this.scoped.getStore() ?? this.pinned;
    return instant ? new Date(instant) : new Date();
  }

  /** Pin the clock to an instant, or release it with null. */
  set(instant: Date | null): void {
    this.pinned = instant;
  }

  /**
   * Which time a reading belongs to: "" for the server's own, or the instant a request's client
   * pinned. A pinned client's time stands still while everyone else's moves on, so state that expires
   * in time order (rate limits) keeps each timeline apart.
   */
  timeline(): string {
    return this.scoped.getStore()?.toISOString() ?? "";
  }

  /** Runs `work` (and everything it awaits) with the clock reading `instant`. */
  within<T>(instant: Date, work: () => T): T {
    return this.scoped.run(instant, work);
  }
}
