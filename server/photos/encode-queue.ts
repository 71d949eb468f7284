import { BoundedWork } from "#server/bounded-work.ts";

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
export function encodeQueue(maxWaiting: number): BoundedWork {
  return new BoundedWork({ maxInFlight: 1, maxQueued: maxWaiting }, () => new EncodeQueueFull());
}
