import { randomInt } from "node:crypto";
import type { Selectable } from "kysely";
import type { UsersTable } from "#server/db/schema.ts";
import { USERS_COLLECTION_ID, USERS_COLLECTION_NAME } from "./tokens.ts";

export type UserRow = Selectable<UsersTable>;

/** A `users` record as PocketBase serialises it. */
export interface UserRecord {
  collectionId: string;
  collectionName: string;
  id: string;
  email?: string;
  emailVisibility: boolean;
  verified: boolean;
  username: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  created: string;
  updated: string;
}

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** PocketBase's record id: 15 characters of a-z0-9. */
export function newRecordId(): string {
  let id = "";
  for (let i = 0; i < 15; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** PocketBase's datetime text: "2026-11-22 08:15:00.123Z". */
export function pbDate(instant: Date): string {
  return instant.toISOString().replace("T", " ");
}

/** The email is shown to its owner always, to anyone else only when the owner made it visible. */
export function toRecord(row: UserRow, { owner }: { owner: boolean }): UserRecord {
  const record: UserRecord = {
    collectionId: USERS_COLLECTION_ID,
    collectionName: USERS_COLLECTION_NAME,
    id: row.id,
    emailVisibility: row.email_visibility === 1,
    verified: row.verified === 1,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    phone_number: row.phone_number,
    created: row.created,
    updated: row.updated,
  };
  if (owner || record.emailVisibility) record.email = row.email;
  return record;
}
