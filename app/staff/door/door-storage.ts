/**
 * Where the door keeps each night's book in the browser's storage (door-book.ts), in a module of its
 * own so that signing out clears it without loading the door.
 */

const PREFIX = "door:v2:";
/** Before decision 042 the list kept each QR code's signature and the buyers' email addresses. */
const OLD_PREFIXES = ["door:v1:"];
const NIGHT_LENGTH = "YYYY-MM-DD".length;

export const doorStorageKey = (eventId: string, night: string) => `${PREFIX}${eventId}:${night}`;

/** The event and night of each door book in storage, with its key. */
export function storedDoorBooks(storage: Storage): { key: string; eventId: string; night: string }[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? "").flatMap((key) =>
    key.startsWith(PREFIX)
      ? [{ key, eventId: key.slice(PREFIX.length, -(NIGHT_LENGTH + 1)), night: key.slice(-NIGHT_LENGTH) }]
      : [],
  );
}

/**
 * Takes the door's lists off the device: every night's at sign-out, else those of the nights
 * `isOver` names. Scans not yet synced stay (an id, a code and a time each), to sync when the door
 * screen is next open; everything else about the guests goes, and anything stored before decision 042.
 */
export function forgetDoorLists(storage: Storage, isOver: (night: string) => boolean = () => true): void {
  try {
    const old = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? "").filter((key) =>
      OLD_PREFIXES.some((prefix) => key.startsWith(prefix)),
    );
    for (const key of old) storage.removeItem(key);
    for (const { key, night } of storedDoorBooks(storage)) {
      if (!isOver(night)) continue;
      const pending = pendingOf(storage.getItem(key));
      if (pending.length > 0) storage.setItem(key, JSON.stringify({ pending }));
      else storage.removeItem(key);
    }
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

function pendingOf(stored: string | null): unknown[] {
  try {
    const pending = (JSON.parse(stored ?? "{}") as { pending?: unknown }).pending;
    return Array.isArray(pending) ? pending : [];
  } catch {
    return [];
  }
}
