import PocketBase, { LocalAuthStore, type RecordModel } from "pocketbase";

/** A guest account as the browser keeps it (the `users` record of our PocketBase-compatible API). */
export interface GuestRecord extends RecordModel {
  email?: string;
  first_name: string;
  last_name: string;
  username: string;
  phone_number: string;
  verified: boolean;
}

let client: PocketBase | undefined;

/**
 * The official SDK pointed at this site's own origin, its session kept in localStorage (the
 * SDK's LocalAuthStore). Created on first use, in the browser.
 */
export function pocketbase(): PocketBase {
  if (!client) {
    client = new PocketBase("/", new LocalAuthStore("pocketbase_auth"));
    // Each form sends one request at a time; an abort from the SDK's auto-cancel would only surface as a false error.
    client.autoCancellation(false);
  }
  return client;
}

export function users() {
  return pocketbase().collection<GuestRecord>("users");
}
