import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError, errorText } from "#app/lib/api-client.ts";
import { mergeDrafts } from "#domain/content/merge.ts";
import { staffGet, staffPost, staffPut } from "#app/staff/api.ts";
import {
  conflictAnswer,
  contentDocumentAnswer,
  publishAnswer,
  type ConflictAnswer,
  type ContentDocumentAnswer,
  type ScheduleAction,
} from "#domain/staff/content-schemas.ts";

/** Typing settles for this long before the draft is saved; leaving a field saves at once. */
const AUTOSAVE_IDLE_MS = 800;

type Conflict = ConflictAnswer["conflict"];

export type SaveState =
  { state: "idle" } | { state: "saving" } | { state: "saved"; at: string } | { state: "failed"; message: string };

/** What the editor holds: the server's last answer, the value the form shows, and the draft the server has. */
export interface DraftState {
  document: ContentDocumentAnswer;
  value: unknown;
  /** The draft as the server holds it at `document.revision`; the form has unsaved typing when `value` is not it. */
  saved: unknown;
}

/**
 * The editor's state once an answer to a write has come back: the answer's revision, issues and
 * changes are taken; its draft replaces the form's value only when nothing was typed since the
 * request left (`sent` is the form's value at that moment). Typing in between stays in the form,
 * unsaved, for the next save to send.
 */
export function settle(current: DraftState, sent: unknown, answer: ContentDocumentAnswer): DraftState {
  const typedSince = current.value !== sent;
  return { document: answer, value: typedSince ? current.value : answer.draft, saved: answer.draft };
}

/** Their draft, taken over the form's unsaved typing: the editor chose to keep it. */
export function keepTheirs(current: DraftState, conflict: Conflict): DraftState {
  return {
    document: { ...current.document, revision: conflict.revision, draft: conflict.draft },
    value: conflict.draft,
    saved: conflict.draft,
  };
}

/**
 * Their draft with the form's changes merged in (the form's value on fields both changed), to be
 * saved on their revision: the editor chose to keep both. The form's changes are counted from the
 * draft it last saved, the revision the other save came after.
 */
export function keepBoth(current: DraftState, conflict: Conflict): DraftState {
  return {
    document: { ...current.document, revision: conflict.revision, draft: conflict.draft },
    value: mergeDrafts(current.saved, conflict.draft, current.value).value,
    saved: conflict.draft,
  };
}

function conflictOf(error: unknown): Conflict | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = conflictAnswer.safeParse(error.body);
  return parsed.success ? parsed.data.conflict : null;
}

const saveFailure = "Check the connection; your typing is kept and is saved with your next change.";

/** What a publish, a restore or a confirm said. */
interface Outcome {
  message: string;
  problem: string | null;
}

/**
 * A document's draft as its editor changes it: saved after a short idle and when a field is left,
 * one save at a time, each on the revision the last answer gave. A save refused because someone
 * else saved first stops autosaving, keeping what is typed, and shows their change until the editor
 * keeps theirs or keeps both (theirs with this editor's changes merged in, saved on their revision).
 * Publish and restore save pending typing first.
 */
export function useDraft(key: string, fetched: ContentDocumentAnswer, onPublished: () => void) {
  const [state, setState] = useState<DraftState>({ document: fetched, value: fetched.draft, saved: fetched.draft });
  const [save, setSave] = useState<SaveState>({ state: "idle" });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ message: "", problem: null });
  const [busy, setBusy] = useState(false);
  // The latest state for the saves in flight, which outlive the render that started them.
  const latest = useRef(state);
  const conflictRef = useRef(conflict);
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const path = `/content/${key}`;

  const commit = useCallback((next: DraftState) => {
    latest.current = next;
    setState(next);
  }, []);
  const stopOn = useCallback((found: Conflict) => {
    conflictRef.current = found;
    setConflict(found);
  }, []);

  const saveLoop = useCallback(async (): Promise<boolean> => {
    while (latest.current.value !== latest.current.saved) {
      if (conflictRef.current) return false;
      const sent = latest.current.value;
      setSave({ state: "saving" });
      try {
        const answer = await staffPut(
          `${path}/draft`,
          { revision: latest.current.document.revision, draft: sent },
          contentDocumentAnswer,
        );
        commit(settle(latest.current, sent, answer));
        setSave({ state: "saved", at: answer.draftSavedAt });
      } catch (error) {
        const found = conflictOf(error);
        if (found) stopOn(found);
        setSave({ state: "failed", message: found ? "someone else saved first." : errorText(error, saveFailure) });
        return false;
      }
    }
    return true;
  }, [commit, path, stopOn]);

  /** Saves any unsaved typing now, after the saves already on their way; true once the server holds it all. */
  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    chain.current = chain.current.then(saveLoop);
    return chain.current;
  }, [saveLoop]);

  const edit = useCallback(
    (value: unknown) => {
      commit({ ...latest.current, value });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_IDLE_MS);
    },
    [commit, flush],
  );

  // Leaving the editor saves what was typed.
  useEffect(() => () => void flush(), [flush]);

  async function afterFlush(
    write: (revision: number) => Promise<ContentDocumentAnswer>,
    done: (answer: ContentDocumentAnswer) => string,
  ) {
    setOutcome({ message: "", problem: null });
    setBusy(true);
    try {
      if (!(await flush())) {
        setOutcome({ message: "", problem: "Save the draft first: see above." });
        return;
      }
      const sent = latest.current.value;
      const answer = await write(latest.current.document.revision);
      commit(settle(latest.current, sent, answer));
      setOutcome({ message: done(answer), problem: null });
    } catch (error) {
      const found = conflictOf(error);
      if (found) stopOn(found);
      setOutcome({
        message: "",
        problem: errorText(error, "That did not go through. Check the connection and try again."),
      });
    } finally {
      setBusy(false);
    }
  }

  async function publish() {
    let published = false;
    await afterFlush(
      async (revision) => {
        const answer = await staffPost(`${path}/publish`, { revision }, publishAnswer);
        published = answer.outcome === "published";
        return answer.document;
      },
      (document) =>
        !published
          ? "Nothing to publish: the draft is what the site already shows."
          : document.renderFailures.some((failure) => failure.version === document.publishedVersion)
            ? `Published version ${document.publishedVersion}, but not every page could show it: see above.`
            : `Published version ${document.publishedVersion}. The site shows it now.`,
    );
    if (published) onPublished();
  }

  async function restore(version: number) {
    await afterFlush(
      (revision) => staffPost(`${path}/restore`, { revision, version }, contentDocumentAnswer),
      () => `Version ${version} is now the draft. The site changes only when you publish it.`,
    );
  }

  /** Sets the draft, saved first, to be published (or the event to leave the site) at `at`, an instant. */
  async function schedule(at: Date, action: ScheduleAction, done: string) {
    await afterFlush(
      (revision) => staffPost(`${path}/schedule`, { revision, at: at.toISOString(), action }, contentDocumentAnswer),
      () => done,
    );
  }

  async function cancelSchedule(done: string) {
    await afterFlush(
      () => staffPost(`${path}/schedule/cancel`, {}, contentDocumentAnswer),
      () => done,
    );
  }

  /** Takes a value made from the draft (a fact confirmed, unknown fields removed) and saves it now. */
  function replaceAndSave(value: unknown) {
    edit(value);
    void flush();
  }

  async function resolve(keep: "theirs" | "both") {
    const found = conflictRef.current;
    if (!found) return;
    conflictRef.current = null;
    setConflict(null);
    if (keep === "both") {
      commit(keepBoth(latest.current, found));
      await flush();
      return;
    }
    commit(keepTheirs(latest.current, found));
    setSave({ state: "idle" });
    try {
      const answer = await staffGet(path, contentDocumentAnswer);
      commit(settle(latest.current, latest.current.value, answer));
    } catch (error) {
      setOutcome({ message: "", problem: errorText(error, "The document could not load. Reload the page.") });
    }
  }

  return {
    ...state,
    save,
    conflict,
    outcome,
    busy,
    edit,
    flush,
    publish,
    restore,
    replaceAndSave,
    resolve,
    schedule,
    cancelSchedule,
  };
}
