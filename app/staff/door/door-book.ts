import {
  admitsOn,
  doorTonight,
  ticketQrHash,
  type DoorScan,
  type DoorScanResult,
  type DoorTicket,
  type DoorTicketSeen,
} from "#domain/staff/door-schemas.ts";
import { normaliseTicketCode, parseTicketQr, ticketQrText } from "#domain/ticket-codes.ts";
import { doorStorageKey, storedDoorBooks } from "./door-storage.ts";

/**
 * What one device at the door knows of a night: the list it last downloaded, the scans it made that
 * the server has not answered yet, and what it learnt when it had no connection. Kept in the
 * browser's storage, so a phone that reloads the page in a dead spot still has all of it; the list
 * holds no signature and no email address (decision 042), and leaves the device at sign-out and
 * once its night is over.
 */
export interface DoorBook {
  /** `syncedAt` is when this device received it, by its own clock, which also tells its age. */
  list: { generatedAt: string; syncedAt: string; tickets: DoorTicket[] } | null;
  /** Scans waiting to reach the server, oldest first: a ticket's code and when, never its QR code. */
  pending: DoorScan[];
  /** Check-ins this device made while offline, by ticket code: the list does not know them yet. */
  localCheckIns: Record<string, { at: string; by: string }>;
  /** What the server said, on syncing, of scans this device had admitted offline. */
  conflicts: Conflict[];
}

export interface Conflict {
  scanId: string;
  outcome: DoorScanResult["outcome"];
  code: string | null;
  label: string | null;
  checkedIn: { at: string; by: string } | null;
}

/** An answer to a scan, from the server (which names the buyer's email) or from the list on the device. */
export type DoorAnswer = Omit<DoorScanResult, "ticket"> & { ticket?: DoorTicketSeen & { buyerEmail?: string } };

/**
 * How long a downloaded list counts as current. An open door page fetches it every minute; a list
 * older than this has missed ten of those, so another device's check-ins and the night's refunds
 * may be missing from it, and the door asks before admitting from it.
 */
export const LIST_CURRENT_MS = 10 * 60_000;

const emptyBook: DoorBook = { list: null, pending: [], localCheckIns: {}, conflicts: [] };

/** True once the door's night is over: the morning after, as `doorTonight` counts it. */
export function nightIsOver(night: string, now: Date): boolean {
  return doorTonight(now) > night;
}

/** The book without what names guests: the list and the check-ins judged from it. */
function withoutList(book: DoorBook): DoorBook {
  return { ...book, list: null, localCheckIns: {} };
}

/** A stored book; an empty one for nothing stored or what cannot be read. */
function parseBook(stored: string | null): DoorBook {
  try {
    return stored ? { ...emptyBook, ...(JSON.parse(stored) as Partial<DoorBook>) } : emptyBook;
  } catch {
    return emptyBook;
  }
}

export function readBook(storage: Storage, eventId: string, night: string, now: Date): DoorBook {
  try {
    const book = parseBook(storage.getItem(doorStorageKey(eventId, night)));
    return nightIsOver(night, now) ? withoutList(book) : book;
  } catch {
    return emptyBook;
  }
}

/**
 * Stores the book, without its list once the night is over (a manager looking back at a past night
 * sees it, and the device keeps none of it); a book with nothing left in it leaves storage.
 */
export function writeBook(storage: Storage, eventId: string, night: string, book: DoorBook, now: Date): void {
  const kept = nightIsOver(night, now) ? withoutList(book) : book;
  try {
    if (!kept.list && kept.pending.length === 0 && kept.conflicts.length === 0)
      storage.removeItem(doorStorageKey(eventId, night));
    else storage.setItem(doorStorageKey(eventId, night), JSON.stringify(kept));
  } catch {
    // A full or blocked storage costs only the offline copy; the door goes on working online.
  }
}

/** The other nights this device holds scans for that the server has not had yet, to sync whatever night is open. */
export function queuedNights(
  storage: Storage,
  except: { eventId: string; night: string },
): { eventId: string; night: string }[] {
  try {
    return storedDoorBooks(storage).flatMap(({ key, eventId, night }) =>
      key !== doorStorageKey(except.eventId, except.night) && parseBook(storage.getItem(key)).pending.length > 0
        ? [{ eventId, night }]
        : [],
    );
  } catch {
    return [];
  }
}

/** How old the list on the device is, by this device's clock; null when it has none. */
export function listAgeMs(book: DoorBook, now: Date): number | null {
  return book.list ? Math.max(0, now.getTime() - Date.parse(book.list.syncedAt)) : null;
}

/** True when the list is older than `LIST_CURRENT_MS`, and an admission from it is to be confirmed. */
export function listIsStale(book: DoorBook, now: Date): boolean {
  return (listAgeMs(book, now) ?? 0) > LIST_CURRENT_MS;
}

/** What a scan names, ready to look up: the code, and for a QR code the hash of its text. */
export interface ScanRead {
  code: string;
  qrHash: string | null;
}

/** Reads a scan for `judgeOffline`: null for a QR code the box office did not print. */
export async function readScan(scan: Pick<DoorScan, "qr" | "code">): Promise<ScanRead | null> {
  if (scan.qr === undefined) return { code: normaliseTicketCode(scan.code ?? ""), qrHash: null };
  const printed = parseTicketQr(scan.qr);
  return printed
    ? { code: printed.code, qrHash: await ticketQrHash(ticketQrText(printed.code, printed.signature)) }
    : null;
}

function findTicket(book: DoorBook, read: ScanRead | null): DoorTicket | undefined {
  const ticket = read && book.list?.tickets.find((candidate) => candidate.code === read.code);
  // A QR code passes only if its text hashes to the list's: a forged code is refused offline too.
  return ticket && (read.qrHash === null || read.qrHash === ticket.qrHash) ? ticket : undefined;
}

function seen({ qrHash: _qrHash, ...ticket }: DoorTicket): DoorTicketSeen {
  return ticket;
}

/**
 * The answer the server would give, worked out from the downloaded list while offline, and the
 * book with an admission recorded and queued. The queue names the ticket by its code, already
 * checked here, so no QR code's text is stored. A ticket for another night is not on tonight's
 * list, so offline it reads as unknown.
 */
export function judgeOffline(
  book: DoorBook,
  scan: DoorScan,
  read: ScanRead | null,
  night: string,
  me: string,
): { result: DoorAnswer; book: DoorBook } {
  const ticket = findTicket(book, read);
  if (!ticket) return { result: { id: scan.id, outcome: "unknown" }, book };
  const found = seen(ticket);
  if (ticket.status === "void") return { result: { id: scan.id, outcome: "void", ticket: found }, book };
  if (!admitsOn(ticket, night)) return { result: { id: scan.id, outcome: "wrong-night", ticket: found }, book };
  const earlier =
    book.localCheckIns[ticket.code] ??
    (ticket.checkedInAt ? { at: ticket.checkedInAt, by: ticket.checkedInBy ?? "" } : undefined);
  if (earlier)
    return { result: { id: scan.id, outcome: "already-checked-in", ticket: found, checkedIn: earlier }, book };
  const checkedIn = { at: scan.scannedAt, by: me };
  return {
    result: { id: scan.id, outcome: "admitted", ticket: found, checkedIn },
    book: {
      ...book,
      localCheckIns: { ...book.localCheckIns, [ticket.code]: checkedIn },
      pending: [...book.pending, { id: scan.id, code: ticket.code, scannedAt: scan.scannedAt }],
    },
  };
}

/** The list after the server answered scans: each ticket it named carries its check-in now. */
export function learn(book: DoorBook, results: readonly DoorScanResult[]): DoorBook {
  if (!book.list) return book;
  const checkedIn = new Map(
    results.flatMap((result) => (result.ticket && result.checkedIn ? [[result.ticket.code, result.checkedIn]] : [])),
  );
  return {
    ...book,
    list: {
      ...book.list,
      tickets: book.list.tickets.map((ticket) => {
        const found = checkedIn.get(ticket.code);
        return found ? { ...ticket, checkedInAt: found.at, checkedInBy: found.by } : ticket;
      }),
    },
  };
}

/**
 * The book once the server has answered its pending scans: they leave the queue, and every one the
 * server did not admit as this device did becomes a conflict to show (first scan wins).
 */
export function settle(book: DoorBook, results: readonly DoorScanResult[]): DoorBook {
  const answered = new Set(results.map((result) => result.id));
  const conflicts = results
    .filter((result) => result.outcome !== "admitted")
    .map((result) => ({
      scanId: result.id,
      outcome: result.outcome,
      code: result.ticket?.code ?? null,
      label: result.ticket?.label ?? null,
      checkedIn: result.checkedIn ?? null,
    }));
  const localCheckIns = { ...book.localCheckIns };
  for (const result of results) if (result.ticket) delete localCheckIns[result.ticket.code];
  return learn(
    {
      ...book,
      pending: book.pending.filter((scan) => !answered.has(scan.id)),
      localCheckIns,
      conflicts: [...conflicts, ...book.conflicts],
    },
    results,
  );
}
