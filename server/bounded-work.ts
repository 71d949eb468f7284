export interface WorkLimits {
  /** Jobs running at once. */
  maxInFlight: number;
  /** Jobs waiting for a turn; one more is refused. */
  maxQueued: number;
}

/**
 * Heavy work (a bcrypt hash, a photo's encode) bounded: a few jobs at a time, a short line, and a
 * refusal beyond it (answered 503 with Retry-After) instead of a backlog that would hold every later
 * request for seconds. A finishing job hands its turn straight to the next in line.
 */
export class BoundedWork {
  private readonly limits: WorkLimits;
  private readonly refusal: () => Error;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  /** `refusal`: the error a job gets when every turn and place in line is taken. */
  constructor(limits: WorkLimits, refusal: () => Error) {
    this.limits = limits;
    this.refusal = refusal;
  }

  /** Whether a job arriving now would be refused: checked before a request's body is read. */
  get full(): boolean {
    return this.running >= this.limits.maxInFlight && this.waiting.length >= this.limits.maxQueued;
  }

  /** `signal`: the request's; a client that hangs up while waiting leaves the line without costing the work. */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.running < this.limits.maxInFlight) this.running += 1;
    else if (this.waiting.length < this.limits.maxQueued) await this.turn(signal);
    else throw this.refusal();
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  private turn(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const leave = () => {
        this.waiting.splice(this.waiting.indexOf(take), 1);
        reject(signal?.reason instanceof Error ? signal.reason : new Error("aborted"));
      };
      const take = () => {
        signal?.removeEventListener("abort", leave);
        resolve();
      };
      this.waiting.push(take);
      signal?.addEventListener("abort", leave, { once: true });
    });
  }
}
