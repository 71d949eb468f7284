import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ActionResult, useActionResult } from "#app/staff/action-result.tsx";
import { ResortTimeFields } from "#app/staff/resort-time-fields.tsx";
import { staffGet, staffPost, staffPut } from "#app/staff/api.ts";
import { dangerButton, panel, primaryButton, resortZoneName, secondaryButton, selectControl } from "#app/staff/ui.ts";
import { scheduleTime } from "#domain/content/schedule-time.ts";
import { formatUsd } from "#domain/english.ts";
import { sendingMessages, type Audience, type CampaignStats } from "#domain/newsletter/sending.ts";
import {
  audienceCountAnswer,
  campaignAnswer,
  type CampaignAnswer,
  type CampaignSourcesAnswer,
} from "#domain/staff/campaign-schemas.ts";
import { resortInstant } from "#domain/zoned-time.ts";

/** While a campaign is set to send or going out, its counts are read again this often. */
const REFRESH_MS = 2_000;

interface SendPanelProps {
  campaign: CampaignAnswer;
  sources: CampaignSourcesAnswer | undefined;
  /** Edits in the form not saved yet: what is sent is the saved campaign. */
  unsaved: boolean;
  canSend: boolean;
  onAnswer: (answer: CampaignAnswer) => void;
}

const subscribers = (count: number) => `${count.toLocaleString("en-US")} subscriber${count === 1 ? "" : "s"}`;

/**
 * Who the campaign goes to and when: a draft's audience with its count now, "Send now" (asked once
 * more, then a minute to take it back) or a time in the resort's zone; then the countdown, and while
 * it goes out its counts with pause, resume and cancel.
 */
export function SendPanel({ campaign, sources, unsaved, canSend, onAnswer }: SendPanelProps) {
  const id = useId();
  // One line for what the last step did: it stays when the step moves the campaign to another state.
  const result = useActionResult();
  const live = campaign.status === "scheduled" || campaign.status === "sending" || campaign.status === "paused";
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      staffGet(`/newsletters/${campaign.id}`, campaignAnswer).then(onAnswer, () => undefined);
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, campaign.id, onAnswer]);

  return (
    <section id="newsletter-sending" aria-labelledby={`${id}-title`} className={`${panel} space-y-4`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Audience and sending
      </h2>
      {campaign.failure && campaign.status === "draft" ? (
        <p role="alert" className="font-semibold text-red-800">
          {sendingMessages.startFailed} {campaign.failure}
        </p>
      ) : null}
      {campaign.status === "draft" ? (
        canSend && sources ? (
          <DraftSending campaign={campaign} sources={sources} unsaved={unsaved} onAnswer={onAnswer} run={result.run} />
        ) : (
          <p className="text-stone-700">Not sent yet.</p>
        )
      ) : null}
      {campaign.status === "scheduled" ? (
        <Scheduled campaign={campaign} canSend={canSend} onAnswer={onAnswer} run={result.run} />
      ) : null}
      {campaign.stats ? (
        <Progress campaign={campaign} stats={campaign.stats} canSend={canSend} onAnswer={onAnswer} run={result.run} />
      ) : null}
      <ActionResult message={result.message} problem={result.problem} />
    </section>
  );
}

type Run = ReturnType<typeof useActionResult>["run"];

function audienceOf(choice: Audience["kind"], eventId: string, leadKind: string): Audience {
  if (choice === "ticket-buyers") return { kind: choice, eventId };
  if (choice === "leads") return { kind: choice, leadKind };
  return { kind: choice };
}

function DraftSending({
  campaign,
  sources,
  unsaved,
  onAnswer,
  run,
}: {
  campaign: CampaignAnswer;
  sources: CampaignSourcesAnswer;
  unsaved: boolean;
  onAnswer: (answer: CampaignAnswer) => void;
  run: Run;
}) {
  const id = useId();
  const saved = campaign.audience;
  const [eventId, setEventId] = useState(
    saved.kind === "ticket-buyers" ? saved.eventId : (sources.ticketEvents[0]?.id ?? ""),
  );
  const [leadKind, setLeadKind] = useState(
    saved.kind === "leads" ? saved.leadKind : (sources.leadKinds[0]?.kind ?? ""),
  );
  const [counted, setCounted] = useState<{ audience: string; count: number | "failed" } | null>(null);
  const [asking, setAsking] = useState<"now" | Date | null>(null);
  const [day, setDay] = useState("");
  const [time, setTime] = useState("");
  const question = useRef<HTMLParagraphElement>(null);
  const audienceKey = JSON.stringify(saved);

  useEffect(() => {
    let current = true;
    const audience = JSON.parse(audienceKey) as Audience;
    staffPost("/newsletters/audience-count", { audience }, audienceCountAnswer).then(
      (answer) => current && setCounted({ audience: audienceKey, count: answer.count }),
      () => current && setCounted({ audience: audienceKey, count: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [audienceKey]);
  const answer = counted?.audience === audienceKey ? counted.count : null;
  /** How many the audience saved now holds; null while it is counted, or when it could not be. */
  const count = typeof answer === "number" ? answer : null;
  useEffect(() => {
    if (asking !== null) question.current?.focus();
  }, [asking]);

  async function choose(audience: Audience) {
    await run(
      async () =>
        onAnswer(
          await staffPut(
            `/newsletters/${campaign.id}/audience`,
            { revision: campaign.revision, audience },
            campaignAnswer,
          ),
        ),
      "",
    );
  }

  async function send(at: "now" | Date) {
    const ok = await run(
      async () =>
        onAnswer(
          await staffPost(
            `/newsletters/${campaign.id}/send`,
            at === "now" ? { revision: campaign.revision } : { revision: campaign.revision, at: at.toISOString() },
            campaignAnswer,
          ),
        ),
      "",
      sendingMessages.notDone,
    );
    if (!ok) setAsking(null);
  }

  function later(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (day && time) setAsking(resortInstant(day, time));
  }

  const choices: { kind: Audience["kind"]; label: string; available: boolean }[] = [
    { kind: "all", label: "Every confirmed subscriber", available: true },
    {
      kind: "ticket-buyers",
      label: "Subscribers who bought tickets for an event",
      available: sources.ticketEvents.length > 0,
    },
    { kind: "guests", label: "Subscribers with a guest account", available: true },
    { kind: "leads", label: "Subscribers who sent an inquiry", available: sources.leadKinds.length > 0 },
  ];
  const blocked = unsaved || count === null || count === 0;

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2" disabled={asking !== null}>
        <legend className="font-semibold">Send it to</legend>
        {choices
          .filter((choice) => choice.available)
          .map((choice) => (
            <label key={choice.kind} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-audience`}
                checked={saved.kind === choice.kind}
                onChange={() => void choose(audienceOf(choice.kind, eventId, leadKind))}
              />
              {choice.label}
            </label>
          ))}
        {saved.kind === "ticket-buyers" ? (
          <label className="ml-6 grid max-w-sm gap-1">
            <span className="text-sm font-semibold">Event</span>
            <select
              value={eventId}
              onChange={(event) => {
                setEventId(event.target.value);
                void choose({ kind: "ticket-buyers", eventId: event.target.value });
              }}
              className={selectControl}
            >
              {sources.ticketEvents.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {saved.kind === "leads" ? (
          <label className="ml-6 grid max-w-sm gap-1">
            <span className="text-sm font-semibold">Kind of inquiry</span>
            <select
              value={leadKind}
              onChange={(event) => {
                setLeadKind(event.target.value);
                void choose({ kind: "leads", leadKind: event.target.value });
              }}
              className={selectControl}
            >
              {sources.leadKinds.map((each) => (
                <option key={each.kind} value={each.kind}>
                  {each.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </fieldset>
      <p role="status" className="font-semibold text-river-800">
        {answer === "failed"
          ? "The audience could not be counted. Check the connection and choose it again."
          : count === null
            ? "Counting…"
            : `${subscribers(count)} would get it now.`}
      </p>
      {count === 0 ? <p className="text-sm text-amber-900">{sendingMessages.noRecipients}</p> : null}
      {unsaved ? (
        <p className="text-sm font-semibold text-amber-900">Save first: the newsletter is sent as last saved.</p>
      ) : null}

      {asking === null ? (
        <div className="space-y-4">
          <button type="button" className={primaryButton} disabled={blocked} onClick={() => setAsking("now")}>
            Send now
          </button>
          <form onSubmit={later} className="space-y-2" aria-label="Send later">
            <p className="text-sm text-stone-700">Or send it later, in {resortZoneName}.</p>
            <div className="flex flex-wrap items-end gap-2">
              <ResortTimeFields day={day} time={time} onDay={setDay} onTime={setTime} />
              <button type="submit" className={secondaryButton} disabled={blocked}>
                Schedule
              </button>
            </div>
          </form>
        </div>
      ) : (
        <div className="space-y-3 rounded-lg border border-sunset-300 bg-sunset-50 p-3">
          <p ref={question} tabIndex={-1} className="font-semibold">
            {asking === "now"
              ? `Send “${campaign.subject}” to ${subscribers(count ?? 0)}? It starts a minute from now, and until then you can take it back.`
              : `Send “${campaign.subject}” at ${scheduleTime(asking.toISOString())} to the ${subscribers(count ?? 0)} the audience holds then?`}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={primaryButton} onClick={() => void send(asking)}>
              {asking === "now" ? `Send to ${subscribers(count ?? 0)}` : "Schedule it"}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setAsking(null)}>
              Back
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** Whole seconds left until `at`, counted down as the browser's clock moves. */
function useSecondsUntil(at: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));
}

function Scheduled({
  campaign,
  canSend,
  onAnswer,
  run,
}: {
  campaign: CampaignAnswer;
  canSend: boolean;
  onAnswer: (answer: CampaignAnswer) => void;
  run: Run;
}) {
  const sendAt = campaign.sendAt ?? "";
  const left = useSecondsUntil(sendAt);
  const soon = left <= 10 * 60;
  return (
    <div className="space-y-3">
      <p>
        Set to send at <span className="font-semibold">{scheduleTime(sendAt)}</span> by {campaign.scheduledBy}.
      </p>
      {soon ? (
        <p className="text-lg font-semibold text-river-800">
          {left > 0 ? `Starts in ${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}` : "Starting…"}
        </p>
      ) : null}
      {canSend ? (
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            void run(
              async () => onAnswer(await staffPost(`/newsletters/${campaign.id}/unschedule`, {}, campaignAnswer)),
              "Taken back: it is a draft again, and no one got it.",
              sendingMessages.notDone,
            )
          }
        >
          {soon ? "Undo: don't send" : "Take back"}
        </button>
      ) : null}
    </div>
  );
}

const statLabels: [keyof CampaignStats, string][] = [
  ["recipients", "Recipients"],
  ["sent", "Sent"],
  ["pending", "Waiting to send"],
  ["bounced", "Bounced (suppressed)"],
  ["failed", "Failed"],
  ["skipped", "Skipped (left the list first)"],
  ["cancelled", "Not sent (cancelled)"],
  ["unsubscribed", "Unsubscribed by its link"],
];

function Progress({
  campaign,
  stats,
  canSend,
  onAnswer,
  run,
}: {
  campaign: CampaignAnswer;
  stats: CampaignStats;
  canSend: boolean;
  onAnswer: (answer: CampaignAnswer) => void;
  run: Run;
}) {
  const [cancelling, setCancelling] = useState(false);
  const act = (action: "pause" | "resume" | "cancel", done: string) =>
    void run(
      async () => {
        onAnswer(await staffPost(`/newsletters/${campaign.id}/${action}`, {}, campaignAnswer));
        setCancelling(false);
      },
      done,
      sendingMessages.notDone,
    );
  return (
    <div className="space-y-3">
      <p className="font-semibold">
        {campaign.status === "sending"
          ? `Sending: ${stats.sent.toLocaleString("en-US")} of ${stats.recipients.toLocaleString("en-US")} sent.`
          : null}
        {campaign.status === "paused"
          ? `Paused: ${stats.sent.toLocaleString("en-US")} of ${stats.recipients.toLocaleString("en-US")} sent; the rest wait.`
          : null}
        {campaign.status === "sent" && campaign.finishedAt ? `Sent ${scheduleTime(campaign.finishedAt)}.` : null}
        {campaign.status === "cancelled" && campaign.cancelledAt
          ? `Cancelled ${scheduleTime(campaign.cancelledAt)}.`
          : null}
      </p>
      <dl className="grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-1 text-sm">
        {statLabels
          .filter(([key]) => key === "recipients" || key === "sent" || stats[key] > 0)
          .map(([key, label]) => (
            <div key={key} className="contents">
              <dt className="text-stone-700">{label}</dt>
              <dd className="font-semibold tabular-nums">{stats[key].toLocaleString("en-US")}</dd>
            </div>
          ))}
      </dl>
      {campaign.sales && campaign.sales.orders > 0 ? (
        <p className="text-sm">
          Tickets bought through its links: {campaign.sales.tickets.toLocaleString("en-US")} in{" "}
          {campaign.sales.orders.toLocaleString("en-US")} order{campaign.sales.orders === 1 ? "" : "s"},{" "}
          {formatUsd(campaign.sales.amountCents)}.
        </p>
      ) : null}
      {campaign.links.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="text-left font-semibold">Clicks per link (counted together, never by person)</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Link
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Clicks
              </th>
            </tr>
          </thead>
          <tbody>
            {campaign.links.map((link) => (
              <tr key={link.url} className="border-t border-stone-200">
                <td className="max-w-0 truncate py-1 pr-3" title={link.url}>
                  {link.url}
                </td>
                <td className="py-1 text-right tabular-nums">{link.clicks.toLocaleString("en-US")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {canSend && (campaign.status === "sending" || campaign.status === "paused") ? (
        cancelling ? (
          <div className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-3">
            <p className="font-semibold">
              Cancel it? The {stats.pending.toLocaleString("en-US")} not sent yet will never get it.
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={dangerButton}
                onClick={() => act("cancel", "Cancelled: no one else gets it.")}
              >
                Cancel sending
              </button>
              <button type="button" className={secondaryButton} onClick={() => setCancelling(false)}>
                Keep sending
              </button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            {campaign.status === "sending" ? (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => act("pause", "Paused: the rest wait until you resume.")}
              >
                Pause
              </button>
            ) : (
              <button type="button" className={primaryButton} onClick={() => act("resume", "Resumed.")}>
                Resume
              </button>
            )}
            <button type="button" className={dangerButton} onClick={() => setCancelling(true)}>
              Cancel…
            </button>
          </div>
        )
      ) : null}
    </div>
  );
}
