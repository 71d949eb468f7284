import { useEffect, useState } from "react";
import { pocketbase, users, type GuestRecord } from "#app/lib/pocketbase.ts";
import { isRefusal } from "./auth-errors.ts";

export type Session = { state: "checking" } | { state: "signed-out" } | { state: "signed-in"; guest: GuestRecord };

function current(): Session {
  const { token, record } = pocketbase().authStore;
  return token && record ? { state: "signed-in", guest: record as GuestRecord } : { state: "signed-out" };
}

/**
 * The guest's session from the SDK's auth store. Prerendered HTML and the first render show
 * "checking" (the store lives in localStorage); after mounting, a stored session is shown at once
 * and verified with auth-refresh, and cleared if the server refuses it.
 */
export function useSession(): Session {
  const [session, setSession] = useState<Session>({ state: "checking" });
  useEffect(() => {
    const store = pocketbase().authStore;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- hydration renders "checking"; the stored session is only readable after it.
    setSession(current());
    const unsubscribe = store.onChange(() => setSession(current()));
    if (store.token) {
      users()
        .authRefresh()
        .catch((error: unknown) => {
          if (isRefusal(error)) store.clear();
        });
    }
    return unsubscribe;
  }, []);
  return session;
}
