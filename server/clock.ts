/** The server's idea of now. Tests may pin it (only when TEST_HOOKS is on, never in production). */
export class Clock {
  private pinned: Date | null = null;

  now(): Date {
    return this.pinned ? new Date(this.pinned) : new Date();
  }

  /** Pin the clock to an instant, or release it with null. */
  set(instant: Date | null): void {
    this.pinned = instant;
  }
}
