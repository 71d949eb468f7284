import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError } from "#app/lib/api-client.ts";
import {
  doorCheckInAnswer,
  doorListAnswer,
  MAX_SCANS_PER_SYNC,
  type DoorScan,
  type DoorScanResult,
} from "#domain/staff/door-schemas.ts";
import { staffGet, staffPost } from "../api.ts";
import { judgeOffline, learn, readBook, settle, writeBook, type DoorBook } from "./door-book.ts";

/** How often an open door page fetches the list again, to learn other devices' check-ins. */
const LIST_EVERY_MS = 60_000;
/** How often scans made offline are offered to the server while some wait. */
const SYNC_EVERY_MS = 15_000;

export interface LastScan {
  result: DoorScanResult;
  /** Judged on this device from the list, the server unreachable. */
  offline: boolean;
}

const noAnswer = (error: unknown) => error instanceof ApiRequestError && error.status === 0;

/**
 * The door of one night on this device: the list kept for offline work, each scan answered by the
 * server when it can be reached and from the list when not, and the scans made offline synced as
 * soon as the server answers again.
 */
export function useDoor(eventId: string, night: string, me: string) {
  const [book, setBook] = useState<DoorBook>(() => readBook(localStorage, eventId, night));
  const current = useRef(book);
  const [online, setOnline] = useState(true);
  const [last, setLast] = useState<LastScan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const syncing = useRef(false);

  const update = useCallback(
    (change: (book: DoorBook) => DoorBook) => {
      current.current = change(current.current);
      writeBook(localStorage, eventId, night, current.current);
      setBook(current.current);
    },
    [eventId, night],
  );

  const download = useCallback(async () => {
    try {
      const list = await staffGet(`/door/list?event=${encodeURIComponent(eventId)}&night=${night}`, doorListAnswer);
      update((book) => ({ ...book, list: { generatedAt: list.generatedAt, tickets: list.tickets } }));
      setOnline(true);
      setProblem(null);
    } catch (error) {
      if (noAnswer(error)) setOnline(false);
      else setProblem(error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : null);
    }
  }, [eventId, night, update]);

  const sync = useCallback(async () => {
    if (syncing.current || current.current.pending.length === 0) return;
    syncing.current = true;
    try {
      while (current.current.pending.length > 0) {
        const scans = current.current.pending.slice(0, MAX_SCANS_PER_SYNC);
        const { results } = await staffPost("/door/check-ins", { event: eventId, night, scans }, doorCheckInAnswer);
        update((book) => settle(book, results));
        setOnline(true);
      }
    } catch (error) {
      if (noAnswer(error)) setOnline(false);
    } finally {
      syncing.current = false;
    }
  }, [eventId, night, update]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- download and sync set state only after their first await.
    void download().then(sync);
    const refresh = setInterval(() => void download(), LIST_EVERY_MS);
    const retry = setInterval(() => void sync(), SYNC_EVERY_MS);
    const back = () => void sync().then(download);
    const gone = () => setOnline(false);
    window.addEventListener("online", back);
    window.addEventListener("offline", gone);
    return () => {
      clearInterval(refresh);
      clearInterval(retry);
      window.removeEventListener("online", back);
      window.removeEventListener("offline", gone);
    };
  }, [download, sync]);

  /** Checks in what was scanned or typed; answers at once, from the list when the server is out of reach. */
  const checkIn = useCallback(
    async (input: Pick<DoorScan, "qr" | "code">) => {
      const scan: DoorScan = { id: crypto.randomUUID(), ...input, scannedAt: new Date().toISOString() };
      try {
        const { results } = await staffPost(
          "/door/check-ins",
          { event: eventId, night, scans: [scan] },
          doorCheckInAnswer,
        );
        const [result] = results;
        if (!result) return;
        update((book) => learn(book, results));
        setOnline(true);
        setLast({ result, offline: false });
        void sync();
      } catch (error) {
        if (!noAnswer(error)) {
          setProblem(error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : null);
          return;
        }
        setOnline(false);
        const judged = judgeOffline(current.current, scan, night, me);
        update(() =>
          judged.result.outcome === "admitted"
            ? { ...judged.book, pending: [...judged.book.pending, scan] }
            : judged.book,
        );
        setLast({ result: judged.result, offline: true });
      }
    },
    [eventId, night, me, update, sync],
  );

  const dismissConflicts = useCallback(() => update((book) => ({ ...book, conflicts: [] })), [update]);

  return { book, online, last, problem, checkIn, dismissConflicts, refresh: download };
}
