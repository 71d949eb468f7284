import type { Logger } from "#server/logger.ts";

/** How often an instance asks the database whether a lead arrived or changed while anyone listens. */
const POLL_MS = 2000;
/** Open connections this instance keeps; more is a mistake or an attack, answered 503. */
const MAX_LISTENERS = 200;

type Listener = (revision: string) => void;

/**
 * The inbox's live feed: while at least one console listens, the instance reads the leads'
 * revision from the database every two seconds and tells every listener when it moved. Reading the
 * database, not an in-process event, is what makes a lead that arrived through another instance
 * appear too. With nobody listening, nothing polls.
 */
export class LeadFeed {
  private readonly revision: () => Promise<string>;
  private readonly log: Logger;
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | undefined;
  private last: string | undefined;
  private polling = false;

  constructor(revision: () => Promise<string>, log: Logger) {
    this.revision = revision;
    this.log = log;
  }

  get full(): boolean {
    return this.listeners.size >= MAX_LISTENERS;
  }

  /** Calls `listener` with each new revision until the returned function is called. */
  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    this.timer ??= setInterval(() => void this.poll(), POLL_MS);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** The current revision, which a new listener starts from. */
  async current(): Promise<string> {
    this.last ??= await this.revision();
    return this.last;
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const revision = await this.revision();
      if (revision !== this.last) {
        this.last = revision;
        for (const listener of this.listeners) listener(revision);
      }
    } catch (error) {
      this.log.warn({ err: error }, "inbox feed: reading the leads' revision failed; trying again");
    } finally {
      this.polling = false;
    }
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.last = undefined;
  }
}
