import { randomUUID } from "node:crypto";
import type { Db } from "./database.ts";

/**
 * A piece of work one instance at a time does, among all that share the database: the holder
 * takes the lease and renews it while it works; another instance takes it only once it has run out
 * (its holder stopped or died), so work paced across instances is paced by one of them.
 */
export class WorkerLease {
  private readonly holder = randomUUID();
  private readonly db: Db;
  private readonly name: string;
  private readonly ttlMs: number;

  constructor(db: Db, name: string, ttlMs: number) {
    this.db = db;
    this.name = name;
    this.ttlMs = ttlMs;
  }

  /** Takes or renews the lease; answers whether this instance holds it now. */
  async hold(now: Date): Promise<boolean> {
    const nowIso = now.toISOString();
    const until = new Date(now.getTime() + this.ttlMs).toISOString();
    await this.db
      .insertInto("worker_leases")
      .values({ name: this.name, holder: this.holder, locked_until: until })
      .onConflict((conflict) =>
        conflict
          .column("name")
          .doUpdateSet({ holder: this.holder, locked_until: until })
          .where((eb) =>
            eb.or([eb("worker_leases.holder", "=", this.holder), eb("worker_leases.locked_until", "<", nowIso)]),
          ),
      )
      .execute();
    const row = await this.db
      .selectFrom("worker_leases")
      .select("holder")
      .where("name", "=", this.name)
      .executeTakeFirst();
    return row?.holder === this.holder;
  }

  /** Gives the lease up, so another instance need not wait for it to run out. */
  async release(): Promise<void> {
    await this.db.deleteFrom("worker_leases").where("name", "=", this.name).where("holder", "=", this.holder).execute();
  }
}
