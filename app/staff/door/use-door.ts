import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { doorCheckInAnswer, doorListAnswer, MAX_SCANS_PER_SYNC, type DoorScan } from "#domain/staff/door-schemas.ts";
import { staffGet, staffPost } from "#app/staff/api.ts";
import {
  judgeOffline,
  learn,
  listIsStale,
  nightIsOver,
  queuedNights,
  readBook,
  readScan,
  settle,
  writeBook,
  type DoorAnswer,
  type DoorBook,
} from "./door-book.ts";
import { forgetDoorLists } from "./door-storage.ts";

/** How often an open door page fetches the list again, to learn other devices' check-ins. */
const LIST_EVERY_MS = 60_000;
/** How often scans made offline are offered to the server while some wait. */
const SYNC_EVERY_MS = 15_000;
/** How often the list's age on the screen, and whether its night is over, are looked at again. */
const AGE_EVERY_MS = 30_000;

export interface LastScan {
  result: DoorAnswer;
  /** Judged on this device from the list, the server unreachable. */
  offline: boolean;
}

const noAnswer = (error: unknown) => error instanceof ApiRequestError && error.status === 0;

/**
 * The door of one night on this device: the list kept for offline work, each scan answered by the
 * server when it can be reached and from the list when not, and the scans made offline synced as
 * soon as the server answers again. An admission from a list older than `LIST_CURRENT_MS` waits
 * for the door person to confirm it; a list whose night is over leaves the device.
 */
export function useDoor(eventId: string, night: string, me: string) {
  const [book, setBook] = useState<DoorBook>(() => readBook(localStorage, eventId, night, new Date()));
  const current = useRef(book);
  const [now, setNow] = useState(() => new Date());
  const [online, setOnline] = useState(true);
  const [last, setLast] = useState<LastScan | null>(null);
  /** An offline admission from a stale list, waiting for the door person's answer: the scan and what the list says of it. */
  const [question, setQuestion] = useState<{ scan: DoorScan; result: DoorAnswer } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const syncing = useRef(false);

  /** False once the door screen is gone: an answer arriving after sign-out writes nothing back. */
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  const update = useCallback(
    (change: (book: DoorBook) => DoorBook) => {
      if (!open.current) return;
      current.current = change(current.current);
      writeBook(localStorage, eventId, night, current.current, new Date());
      setBook(current.current);
    },
    [eventId, night],
  );

  const download = useCallback(async () => {
    try {
      const list = await staffGet(`/door/list?event=${encodeURIComponent(eventId)}&night=${night}`, doorListAnswer);
      const syncedAt = new Date();
      update((book) => ({
        ...book,
        list: { generatedAt: list.generatedAt, syncedAt: syncedAt.toISOString(), tickets: list.tickets },
      }));
      setNow(syncedAt);
      setOnline(true);
      setProblem(null);
    } catch (error) {
      if (noAnswer(error)) setOnline(false);
      else setProblem(error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : null);
    }
  }, [eventId, night, update]);

  /**
   * Sends the scans waiting on this device, this night's and then any other night's (a phone signed
   * out, or left till the morning, with scans unsynced), in batches the server takes.
   */
  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      while (current.current.pending.length > 0) {
        const scans = current.current.pending.slice(0, MAX_SCANS_PER_SYNC);
        const { results } = await staffPost("/door/check-ins", { event: eventId, night, scans }, doorCheckInAnswer);
        update((book) => settle(book, results));
        setOnline(true);
      }
      for (const other of queuedNights(localStorage, { eventId, night })) {
        const waiting = readBook(localStorage, other.eventId, other.night, new Date());
        const scans = waiting.pending.slice(0, MAX_SCANS_PER_SYNC);
        const body = { event: other.eventId, night: other.night, scans };
        const settled = await staffPost("/door/check-ins", body, doorCheckInAnswer).then(
          ({ results }) => settle(waiting, results),
          (error: unknown) => {
            // An event or night the server no longer has will never take these scans.
            if (error instanceof ApiRequestError && (error.status === 400 || error.status === 404))
              return { ...waiting, pending: [] };
            throw error;
          },
        );
        writeBook(localStorage, other.eventId, other.night, settled, new Date());
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
    const age = setInterval(() => {
      const moment = new Date();
      setNow(moment);
      // A page left open past the night's end shows its list till closed; the device keeps none.
      forgetDoorLists(localStorage, (over) => nightIsOver(over, moment));
    }, AGE_EVERY_MS);
    const back = () => void sync().then(download);
    const gone = () => setOnline(false);
    window.addEventListener("online", back);
    window.addEventListener("offline", gone);
    return () => {
      clearInterval(refresh);
      clearInterval(retry);
      clearInterval(age);
      window.removeEventListener("online", back);
      window.removeEventListener("offline", gone);
    };
  }, [download, sync]);

  /**
   * Answers a scan from the list on the device and records it; an admission from a stale list waits
   * for the door person's confirmation unless it is the confirmed one.
   */
  const judge = useCallback(
    async (scan: DoorScan, confirmed: boolean) => {
      const read = await readScan(scan);
      const moment = new Date();
      setNow(moment);
      const judged = judgeOffline(current.current, scan, read, night, me);
      if (!confirmed && judged.result.outcome === "admitted" && listIsStale(current.current, moment))
        return setQuestion({ scan, result: judged.result });
      update(() => judged.book);
      setLast({ result: judged.result, offline: true });
    },
    [night, me, update],
  );

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
        await judge(scan, false);
      }
    },
    [eventId, night, update, sync, judge],
  );

  /** The door person's answer to the question: admitted, judged again against the list as it stands now. */
  const answer = useCallback(
    async (admit: boolean) => {
      const asked = question;
      setQuestion(null);
      if (asked && admit) await judge(asked.scan, true);
    },
    [question, judge],
  );

  const dismissConflicts = useCallback(() => update((book) => ({ ...book, conflicts: [] })), [update]);

  return { book, now, online, last, question, problem, checkIn, answer, dismissConflicts, refresh: download };
}
