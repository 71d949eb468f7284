import type { Migration } from "kysely";
import { outbox } from "./0001-outbox.ts";

/** Every migration, by name; Kysely applies them in name order. */
export const migrations: Record<string, Migration> = {
  "0001-outbox": outbox,
};
