import { useEffect, useState, type ChangeEvent } from "react";
import { controlClass, FieldShell } from "#app/components/ui/form-field.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { leadAnswer, type LeadDetail } from "#domain/staff/inbox-schemas.ts";
import { leadKindLabel, leadStatuses, leadStatusLabels, replySubject, type LeadStatus } from "#domain/staff/inbox.ts";
import { ActionResult } from "#app/staff/action-result.tsx";
import { staffAction, staffPatch } from "#app/staff/api.ts";
import { panel, resortTime, secondaryButton } from "#app/staff/ui.ts";
import { NoteForm, ReplyForm } from "./lead-forms.tsx";
import { StatusBadge } from "./status-badge.tsx";

interface LeadDetailProps {
  lead: LeadDetail;
  assignees: { id: number; name: string }[];
  /** Something about the lead changed: the list and the lead load again. */
  onChanged: () => void;
  /** The lead was put away (marked unread): back to the list. */
  onClosed: () => void;
  /** The lead was opened, which marked it read. */
  onOpened: () => void;
}

const deliveryLabels = { pending: "Queued", sent: "Sent", failed: "Not delivered" } as const;

/** One lead: what the visitor sent, its place in the pipeline, and the thread of replies and notes. */
export function LeadDetailView({ lead, assignees, onChanged, onClosed, onOpened }: LeadDetailProps) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState("");

  useEffect(() => {
    onOpened();
  }, [onOpened]);

  async function change(body: { status?: LeadStatus; assigneeId?: number | null }, done: string) {
    setSaving(true);
    setProblem(null);
    setSaved("");
    try {
      await staffPatch(`/inbox/leads/${lead.id}`, body, leadAnswer);
      setSaved(done);
      onChanged();
    } catch (error) {
      setProblem(errorText(error, "The change was not saved. Check the connection and try again."));
    } finally {
      setSaving(false);
    }
  }

  function changeStatus(event: ChangeEvent<HTMLSelectElement>) {
    const status = event.target.value as LeadStatus;
    void change({ status }, `Status: ${leadStatusLabels[status]}.`);
  }

  function changeAssignee(event: ChangeEvent<HTMLSelectElement>) {
    const id = event.target.value ? Number(event.target.value) : null;
    const name = assignees.find((person) => person.id === id)?.name;
    void change({ assigneeId: id }, name ? `Assigned to ${name}.` : "Nobody is assigned now.");
  }

  async function markUnread() {
    await staffAction(`/inbox/leads/${lead.id}/unread`);
    onClosed();
  }

  return (
    <article aria-labelledby="lead-title" className="space-y-4">
      <div className={panel}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm font-semibold text-river-800">{leadKindLabel(lead.kind)}</p>
            <h2 id="lead-title" className="text-xl font-semibold">
              {lead.name}
            </h2>
            <p className="text-sm">
              <a className="text-river-800 underline" href={`mailto:${lead.email}`}>
                {lead.email}
              </a>{" "}
              · received {resortTime(lead.createdAt)}
            </p>
          </div>
          <StatusBadge status={lead.status} />
        </div>

        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <FieldShell id="lead-status" label="Status" error={undefined}>
            <select
              id="lead-status"
              className={controlClass}
              value={lead.status}
              onChange={changeStatus}
              disabled={saving}
            >
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {leadStatusLabels[status]}
                </option>
              ))}
            </select>
          </FieldShell>
          <FieldShell id="lead-assignee" label="Assigned to" error={undefined}>
            <select
              id="lead-assignee"
              className={controlClass}
              value={lead.assignee ? String(lead.assignee.id) : ""}
              onChange={changeAssignee}
              disabled={saving}
            >
              <option value="">Nobody</option>
              {assignees.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </FieldShell>
        </div>
        <div className="mt-2">
          <ActionResult message={saved} problem={problem} />
        </div>
        <button type="button" className={`${secondaryButton} mt-2`} onClick={() => void markUnread()}>
          Mark as unread
        </button>
      </div>

      <section aria-labelledby="lead-submitted" className={panel}>
        <h3 id="lead-submitted" className="text-lg font-semibold">
          As submitted
        </h3>
        <dl className="mt-2 divide-y divide-stone-200">
          {lead.fields.map((field) => (
            <div key={field.label} className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <dt className="font-semibold text-stone-700">{field.label}</dt>
              <dd className="whitespace-pre-wrap break-words">{field.value || "(not given)"}</dd>
            </div>
          ))}
          {lead.pageUrl ? (
            <div className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <dt className="font-semibold text-stone-700">Sent from</dt>
              <dd className="break-all">{lead.pageUrl}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="lead-replies" className={panel}>
        <h3 id="lead-replies" className="text-lg font-semibold">
          Replies
        </h3>
        {lead.replies.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">No reply yet.</p>
        ) : (
          <ol aria-label="Replies sent" className="mt-2 space-y-3">
            {lead.replies.map((reply) => (
              <li key={reply.id} className="rounded-lg border border-stone-200 p-3">
                <p className="text-sm text-stone-700">
                  {reply.author?.name ?? "A former staff member"} · {resortTime(reply.createdAt)} ·{" "}
                  <span className={reply.delivery === "failed" ? "font-semibold text-red-800" : "font-semibold"}>
                    {deliveryLabels[reply.delivery]}
                  </span>
                </p>
                <p className="font-semibold">{reply.subject}</p>
                <p className="whitespace-pre-wrap break-words">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
        <div className="mt-4">
          <ReplyForm
            leadId={lead.id}
            to={lead.email}
            subject={replySubject(lead.kind, lead.subject)}
            onSent={onChanged}
          />
        </div>
      </section>

      <section aria-labelledby="lead-notes" className={panel}>
        <h3 id="lead-notes" className="text-lg font-semibold">
          Internal notes
        </h3>
        {lead.notes.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">No notes yet. Only staff see notes.</p>
        ) : (
          <ol aria-label="Notes" className="mt-2 space-y-3">
            {lead.notes.map((note) => (
              <li key={note.id} className="rounded-lg bg-stone-50 p-3">
                <p className="text-sm text-stone-700">
                  {note.author?.name ?? "A former staff member"} · {resortTime(note.createdAt)}
                </p>
                <p className="whitespace-pre-wrap break-words">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        <div className="mt-4">
          <NoteForm leadId={lead.id} onAdded={onChanged} />
        </div>
      </section>
    </article>
  );
}
