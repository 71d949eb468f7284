import { CreateDraftForm } from "#app/staff/create-draft-form.tsx";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { errorText } from "#app/lib/api-client.ts";
import { staffGet, staffPost } from "#app/staff/api.ts";
import { idPattern } from "#domain/content/documents.ts";
import { contentDocumentAnswer, contentMessages } from "#domain/staff/content-schemas.ts";

/** An event's page address from its name: "Fall Fest 2026" → "fall-fest-2026". */
export function eventIdFrom(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize("NFKD")
      // The accents NFKD parts from their letters: "é" becomes "e".
      .replace(/\p{Mn}/gu, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
  );
}

interface NewEventProps {
  /** The ids of the events there are, to start the new one from. */
  events: readonly string[];
  /** The event ids that sell tickets by the night. */
  withNights: ReadonlySet<string>;
  /** The list shows the new documents. */
  onCreated: () => void;
}

/**
 * Adds an event as a draft, started from a copy of one the resort has (its photo, schedule, tickets
 * and, when asked, its ticket nights), then opens it: nothing shows on the site until it is published.
 */
export function NewEvent({ events, withNights, onCreated }: NewEventProps) {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [id, setId] = useState<string | null>(null);
  const [source, setSource] = useState(events[0] ?? "");
  const [copyNights, setCopyNights] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const eventId = id ?? eventIdFrom(name);
  const nightsOffered = withNights.has(source);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return setProblem("Give the event a name.");
    if (!idPattern.test(eventId)) return setProblem("The page address may use only a to z, 0 to 9 and hyphens.");
    setBusy(true);
    setProblem(null);
    try {
      const from = await staffGet(`/content/event:${source}`, contentDocumentAnswer);
      const draft = { ...(from.draft as Record<string, unknown>), id: eventId, name: name.trim() };
      await staffPost("/content", { key: `event:${eventId}`, draft }, contentDocumentAnswer);
      if (nightsOffered && copyNights) {
        const nights = await staffGet(`/content/box-office:${source}`, contentDocumentAnswer);
        await staffPost("/content", { key: `box-office:${eventId}`, draft: nights.draft }, contentDocumentAnswer);
      }
      onCreated();
      void navigate({ search: `?doc=${encodeURIComponent(`event:${eventId}`)}` });
    } catch (error) {
      setProblem(errorText(error, contentMessages.notCreated));
    } finally {
      setBusy(false);
    }
  }

  return (
    <CreateDraftForm
      title="New event"
      id={formId}
      busy={busy}
      problem={problem}
      onSubmit={(event) => void create(event)}
    >
      <p className="text-stone-700">
        It starts as a copy of an event you have, as a draft: change what differs, then publish it.
      </p>
      <label className="grid gap-1">
        <span className="font-semibold">Event name</span>
        <input
          required
          maxLength={120}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="rounded-md border border-stone-400 px-3 py-2"
        />
      </label>
      <label className="grid gap-1">
        <span className="font-semibold">Page address</span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true">/events/</span>
          <input
            required
            maxLength={60}
            value={eventId}
            aria-describedby={`${formId}-address`}
            onChange={(event) => setId(event.target.value)}
            className="min-w-0 flex-1 rounded-md border border-stone-400 px-3 py-2"
          />
        </span>
        <span id={`${formId}-address`} className="text-sm text-stone-700">
          The page will be at /events/{eventId || "…"}. It cannot change once created.
        </span>
      </label>
      <label className="grid gap-1">
        <span className="font-semibold">Start from</span>
        <select
          value={source}
          onChange={(event) => setSource(event.target.value)}
          className="rounded-md border border-stone-400 px-3 py-2"
        >
          {events.map((event) => (
            <option key={event} value={event}>
              {event}
            </option>
          ))}
        </select>
      </label>
      {nightsOffered ? (
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={copyNights} onChange={(event) => setCopyNights(event.target.checked)} />
          <span>Sell tickets by the night, with a copy of its nights and terms</span>
        </label>
      ) : null}
    </CreateDraftForm>
  );
}
