import { beforeAll, describe, expect, it } from "vitest";
import { listAge, ticketQrHash, type DoorScan, type DoorTicket } from "#domain/staff/door-schemas.ts";
import { ticketQrText } from "#domain/ticket-codes.ts";
import {
  judgeOffline,
  listAgeMs,
  listIsStale,
  LIST_CURRENT_MS,
  nightIsOver,
  readBook,
  readScan,
  settle,
  writeBook,
  type DoorBook,
} from "./door-book.ts";
import { forgetDoorLists } from "./door-storage.ts";

const NIGHT = "2026-12-05";
const SIGNATURE = "A".repeat(26);
/** 6:30 PM at the resort on the night. */
const EVENING = new Date("2026-12-06T00:30:00.000Z");
/** When the list was downloaded: 6 PM at the resort. */
const SYNCED_AT = "2026-12-06T00:00:00.000Z";

/** The hash the server sends for a code signed with SIGNATURE, worked out once. */
let hashes: Map<string, string>;
const CODES = ["K7QF3M9X", "PASS0001", "PASSPR3V", "V01D0001", "D0NE0001"];
beforeAll(async () => {
  hashes = new Map(
    await Promise.all(CODES.map(async (code) => [code, await ticketQrHash(ticketQrText(code, SIGNATURE))] as const)),
  );
});

function ticket(code: string, changes: Partial<DoorTicket> = {}): DoorTicket {
  return {
    code,
    qrHash: hashes.get(code) ?? "",
    label: "Adult",
    nightDate: NIGHT,
    season: null,
    status: "valid",
    orderReference: "ABCDE-FGHJK",
    buyerName: null,
    checkedInAt: null,
    checkedInBy: null,
    ...changes,
  };
}

const book = (tickets: DoorTicket[]): DoorBook => ({
  list: { generatedAt: SYNCED_AT, syncedAt: SYNCED_AT, tickets },
  pending: [],
  localCheckIns: {},
  conflicts: [],
});

let scans = 0;
function scan(input: Pick<DoorScan, "qr" | "code">): DoorScan {
  scans += 1;
  return { id: `scan-${scans}`, ...input, scannedAt: EVENING.toISOString() };
}

/** The browser's storage as the door uses it: text by key, in memory. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  /** Everything stored, as one text to look through. */
  dump() {
    return JSON.stringify([...this.items]);
  }
}

describe("the door's answers with no connection", () => {
  const list = () =>
    book([
      ticket("K7QF3M9X"),
      ticket("PASS0001", {
        nightDate: null,
        season: { from: "2026-11-21", until: "2027-01-04" },
        label: "Season Pass",
      }),
      ticket("PASSPR3V", {
        nightDate: null,
        season: { from: "2025-11-21", until: "2026-01-04" },
        label: "Season Pass",
      }),
      ticket("V01D0001", { status: "void" }),
      ticket("D0NE0001", { checkedInAt: "2026-12-05T23:10:00.000Z", checkedInBy: "Ana" }),
    ]);
  const judge = async (from: DoorBook, input: Pick<DoorScan, "qr" | "code">) => {
    const sent = scan(input);
    return judgeOffline(from, sent, await readScan(sent), NIGHT, "Jo");
  };

  it("checks a scanned QR code by hashing it against the list, which holds no signature", async () => {
    const start = list();
    expect(JSON.stringify(start)).not.toContain(SIGNATURE);
    const admitted = await judge(start, { qr: ticketQrText("K7QF3M9X", SIGNATURE) });
    expect(admitted.result).toMatchObject({ outcome: "admitted", ticket: { code: "K7QF3M9X" } });
    // A code with another signature, one character off, or the list's own hash in place of one.
    for (const forged of ["B".repeat(26), `${SIGNATURE.slice(1)}B`, hashes.get("K7QF3M9X")?.slice(0, 26) ?? ""])
      expect((await judge(start, { qr: ticketQrText("K7QF3M9X", forged) })).result.outcome).toBe("unknown");
    // The queue names the ticket checked here by its code: no QR code's text is stored.
    expect(admitted.book.pending).toEqual([
      { id: admitted.result.id, code: "K7QF3M9X", scannedAt: EVENING.toISOString() },
    ]);
    expect(JSON.stringify(admitted.book)).not.toContain(SIGNATURE);
  });

  it("admits a signed ticket of tonight's list once, and remembers it until the server knows", async () => {
    const first = await judge(list(), { qr: ticketQrText("K7QF3M9X", SIGNATURE) });
    expect(first.result).toMatchObject({ outcome: "admitted", checkedIn: { by: "Jo" } });
    const again = await judge(first.book, { code: "k7qf-3m9x" });
    expect(again.result).toMatchObject({ outcome: "already-checked-in", checkedIn: { by: "Jo" } });
    expect(again.book.pending).toHaveLength(1);
  });

  it("refuses a void ticket, one checked in before, and a code not on the list", async () => {
    const outcome = async (input: Pick<DoorScan, "qr" | "code">) => (await judge(list(), input)).result.outcome;
    expect(await outcome({ qr: "https://example.com/not-a-ticket" })).toBe("unknown");
    expect(await outcome({ code: "V01D-0001" })).toBe("void");
    expect(await outcome({ code: "DONE0001" })).toBe("already-checked-in");
    expect(await outcome({ code: "ZZZZZZZZ" })).toBe("unknown");
    expect(await outcome({ code: "pass-oool" })).toBe("admitted");
    // Last season's pass, should a list ever carry one.
    expect(await outcome({ code: "PASSPR3V" })).toBe("wrong-night");
  });

  it("on syncing, drops answered scans and reports each one another scan beat (first scan wins)", async () => {
    const admitted = await judge(list(), { code: "K7QF3M9X" });
    const queued: DoorBook = { ...admitted.book, pending: [scan({ code: "K7QF3M9X" }), scan({ code: "PASS0001" })] };
    const [lost, won] = queued.pending;
    const found = { orderReference: "ABCDE-FGHJK", buyerEmail: "buyer@example.com" };
    const settled = settle(queued, [
      {
        id: lost?.id ?? "",
        outcome: "already-checked-in",
        ticket: { ...ticket("K7QF3M9X"), ...found },
        checkedIn: { at: "2026-12-05T23:59:00.000Z", by: "Ana" },
      },
      {
        id: won?.id ?? "",
        outcome: "admitted",
        ticket: { ...ticket("PASS0001", { nightDate: null }), ...found },
        checkedIn: { at: EVENING.toISOString(), by: "Jo" },
      },
    ]);
    expect(settled.pending).toEqual([]);
    expect(settled.localCheckIns).toEqual({});
    expect(settled.conflicts).toEqual([
      {
        scanId: lost?.id,
        outcome: "already-checked-in",
        code: "K7QF3M9X",
        label: "Adult",
        checkedIn: { at: "2026-12-05T23:59:00.000Z", by: "Ana" },
      },
    ]);
    expect(settled.list?.tickets.find((candidate) => candidate.code === "K7QF3M9X")).toMatchObject({
      checkedInBy: "Ana",
    });
  });
});

describe("the age of the list on the device", () => {
  const at = (minutes: number) => new Date(Date.parse(SYNCED_AT) + minutes * 60_000);

  it("counts from when this device received it, and is stale after ten minutes", () => {
    const current = book([]);
    expect(LIST_CURRENT_MS).toBe(10 * 60_000);
    expect(listAgeMs(current, at(12))).toBe(12 * 60_000);
    expect(listAge(listAgeMs(current, at(12)) ?? 0)).toBe("List synced 12 min ago");
    expect(listAge(listAgeMs(current, at(0.5)) ?? 0)).toBe("List synced less than a minute ago");
    expect(listAge(listAgeMs(current, at(125)) ?? 0)).toBe("List synced 2 h 5 min ago");
    expect(listIsStale(current, at(10))).toBe(false);
    expect(listIsStale(current, at(10.01))).toBe(true);
    expect(listAgeMs({ ...current, list: null }, at(12))).toBeNull();
    expect(listIsStale({ ...current, list: null }, at(60))).toBe(false);
  });
});

describe("the list in the browser's storage", () => {
  const EVENT = "christmas-lights";
  /** 5:59 and 6:00 AM at the resort the morning after the night. */
  const BEFORE_MORNING = new Date("2026-12-06T11:59:00.000Z");
  const MORNING = new Date("2026-12-06T12:00:00.000Z");
  const stored = (storage: MemoryStorage) => {
    writeBook(storage, EVENT, NIGHT, book([ticket("K7QF3M9X", { buyerName: "Holly Berry" })]), EVENING);
    return storage;
  };

  it("keeps tonight's list through the small hours, and none of it once the night is over", () => {
    const storage = stored(new MemoryStorage());
    expect(readBook(storage, EVENT, NIGHT, BEFORE_MORNING).list?.tickets).toHaveLength(1);
    expect(readBook(storage, EVENT, NIGHT, MORNING).list).toBeNull();

    // A list downloaded for a night that is over (a manager looking back) is shown, not stored.
    writeBook(storage, EVENT, NIGHT, book([ticket("K7QF3M9X", { buyerName: "Holly Berry" })]), MORNING);
    expect(storage.length).toBe(0);
  });

  it("forgets every night's list at sign-out, and those of nights over when the door opens, keeping unsynced scans", async () => {
    const storage = stored(new MemoryStorage());
    writeBook(storage, EVENT, "2026-12-04", book([ticket("PASS0001", { buyerName: "Ivy Early" })]), EVENING);
    // What the door kept before decision 042.
    storage.setItem(`door:v1:${EVENT}:${NIGHT}`, JSON.stringify({ list: { tickets: [{ signature: SIGNATURE }] } }));
    storage.setItem("console:unrelated", "kept");

    forgetDoorLists(storage, (night) => nightIsOver(night, EVENING));
    expect(storage.dump()).toContain("Holly Berry");
    expect(storage.dump()).not.toContain("Ivy Early");
    expect(storage.dump()).not.toContain(SIGNATURE);

    const sent = scan({ qr: ticketQrText("K7QF3M9X", SIGNATURE) });
    const offline = judgeOffline(readBook(storage, EVENT, NIGHT, EVENING), sent, await readScan(sent), NIGHT, "Jo");
    writeBook(storage, EVENT, NIGHT, offline.book, EVENING);
    forgetDoorLists(storage);
    expect(storage.dump()).not.toContain("Holly Berry");
    expect(readBook(storage, EVENT, NIGHT, EVENING)).toEqual({
      list: null,
      pending: [{ id: sent.id, code: "K7QF3M9X", scannedAt: EVENING.toISOString() }],
      localCheckIns: {},
      conflicts: [],
    });
    expect(storage.getItem("console:unrelated")).toBe("kept");
    expect(storage.length).toBe(2);
  });
});
