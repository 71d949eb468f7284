/** Every place in line is taken: the upload is answered 503 with Retry-After, never queued further. */
export class EncodeQueueFull extends Error {
  constructor() {
    super("photo encoding is at capacity");
    this.name = "EncodeQueueFull";
  }
}

/**
 * Photos are prepared one at a time: one encode keeps libvips busy on every core, and a second
 * beside it would only double the memory held while pages wait. A few more wait in line; beyond
 * that an upload is refused at once rather than held for minutes.
 */
export class EncodeQueue {
  private readonly maxWaiting: number;
  private running = false;
  private readonly waiting: (() => void)[] = [];

  constructor(maxWaiting: number) {
    this.maxWaiting = maxWaiting;
  }

  /** Whether an upload arriving now would be refused: checked before its body is read. */
  get full(): boolean {
    return this.running && this.waiting.length >= this.maxWaiting;
  }

  /** `signal`: the request's; a client that hangs up while waiting leaves the line. */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (!this.running) this.running = true;
    else if (this.waiting.length < this.maxWaiting) await this.turn(signal);
    else throw new EncodeQueueFull();
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running = false;
    }
  }

  /** Waits in line; the finishing encode hands its turn straight to the next in line. */
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
      signal?.addEventListener("abort", leave, { once: true });
      this.waiting.push(take);
    });
  }
}
