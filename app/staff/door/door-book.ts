import {
  admitsOn,
  type DoorScan,
  type DoorScanResult,
  type DoorTicket,
  type DoorTicketFound,
} from "#domain/staff/door-schemas.ts";
import { normaliseTicketCode, parseTicketQr } from "#domain/ticket-codes.ts";

/**
 * What one device at the door knows of a night: the list it last downloaded, the scans it made that
 * the server has not answered yet, and what it learnt when it had no connection. Kept in the
 * browser's storage, so a phone that reloads the page in a dead spot still has all of it.
 */
export interface DoorBook {
  list: { generatedAt: string; tickets: DoorTicket[] } | null;
  /** Scans waiting to reach the server, oldest first. */
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

const emptyBook: DoorBook = { list: null, pending: [], localCheckIns: {}, conflicts: [] };

const storageKey = (eventId: string, night: string) => `door:v1:${eventId}:${night}`;

export function readBook(storage: Storage, eventId: string, night: string): DoorBook {
  try {
    const stored = storage.getItem(storageKey(eventId, night));
    return stored ? { ...emptyBook, ...(JSON.parse(stored) as Partial<DoorBook>) } : emptyBook;
  } catch {
    return emptyBook;
  }
}

export function writeBook(storage: Storage, eventId: string, night: string, book: DoorBook): void {
  try {
    storage.setItem(storageKey(eventId, night), JSON.stringify(book));
  } catch {
    // A full or blocked storage costs only the offline copy; the door goes on working online.
  }
}

function findTicket(book: DoorBook, scan: Pick<DoorScan, "qr" | "code">): DoorTicket | undefined {
  const tickets = book.list?.tickets ?? [];
  if (scan.qr !== undefined) {
    const read = parseTicketQr(scan.qr);
    const ticket = read && tickets.find((candidate) => candidate.code === read.code);
    // The list carries each QR code's signature: a forged code is refused offline too.
    return ticket && ticket.signature === read.signature ? ticket : undefined;
  }
  const code = normaliseTicketCode(scan.code ?? "");
  return tickets.find((candidate) => candidate.code === code);
}

function withoutSignature({ signature: _signature, ...ticket }: DoorTicket): DoorTicketFound {
  return ticket;
}

/**
 * The answer the server would give, worked out from the downloaded list while offline. A ticket for
 * another night is not on tonight's list, so offline it reads as unknown.
 */
export function judgeOffline(
  book: DoorBook,
  scan: DoorScan,
  night: string,
  me: string,
): { result: DoorScanResult; book: DoorBook } {
  const ticket = findTicket(book, scan);
  if (!ticket) return { result: { id: scan.id, outcome: "unknown" }, book };
  const found = withoutSignature(ticket);
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
    book: { ...book, localCheckIns: { ...book.localCheckIns, [ticket.code]: checkedIn } },
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
