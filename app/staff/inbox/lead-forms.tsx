import { useState } from "react";
import { FormFieldset, SubmitButton, TextareaField, TextField } from "#app/components/ui/form-field.tsx";
import { idleStatus, StatusLine, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, showServerFieldErrors, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { errorText, postJson } from "#app/lib/api-client.ts";
import { leadAnswer, noteRequest, replyRequest } from "#domain/staff/inbox-schemas.ts";
import { inboxMessages } from "#domain/staff/inbox.ts";

// The console loads its schemas with its screens; the recipe's loader just hands them over.
const loadReplySchema = () => Promise.resolve(replyRequest);
const loadNoteSchema = () => Promise.resolve(noteRequest);

const sendFailed = "Sending failed. Check the connection and try again.";

/** Writes to the guest: the mail goes out through the outbox, Reply-To the resort's inbox. */
export function ReplyForm({
  leadId,
  to,
  subject,
  onSent,
}: {
  leadId: number;
  to: string;
  subject: string;
  onSent: () => void;
}) {
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const { form, fields, handleSubmit } = useSchemaForm(loadReplySchema, {
    defaultValues: { subject, body: "" },
    onEdit: () => setStatus(idleStatus),
  });
  const submit = handleSubmit(async (reply) => {
    try {
      await postJson(`/api/staff/inbox/leads/${leadId}/replies`, reply, leadAnswer);
      form.reset({ subject: reply.subject, body: "" });
      setStatus({ kind: "success", text: inboxMessages.replyQueued });
      onSent();
    } catch (error) {
      showServerFieldErrors(form, error, ["subject", "body"]);
      setStatus({ kind: "error", text: errorText(error, sendFailed) });
    }
  });
  return (
    <FormFields value={fields}>
      <form noValidate onSubmit={submit} aria-label="Reply by email">
        <FormFieldset className="space-y-3">
          <p className="text-sm text-stone-700">
            To <span className="font-semibold">{to}</span>. Their answer comes back to the resort&apos;s inbox.
          </p>
          <TextField id={`reply-subject-${leadId}`} name="subject" label="Subject" required />
          <TextareaField id={`reply-body-${leadId}`} name="body" label="Your reply" rows={6} required />
          <SubmitButton variant="primary" pendingLabel="Sending...">
            Send reply
          </SubmitButton>
          <StatusLine status={status} />
        </FormFieldset>
      </form>
    </FormFields>
  );
}

/** A note only staff see, kept with its author and time. */
export function NoteForm({ leadId, onAdded }: { leadId: number; onAdded: () => void }) {
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const { form, fields, handleSubmit } = useSchemaForm(loadNoteSchema, {
    defaultValues: { body: "" },
    onEdit: () => setStatus(idleStatus),
  });
  const submit = handleSubmit(async (note) => {
    try {
      await postJson(`/api/staff/inbox/leads/${leadId}/notes`, note, leadAnswer);
      form.reset({ body: "" });
      setStatus(idleStatus);
      onAdded();
    } catch (error) {
      showServerFieldErrors(form, error, ["body"]);
      setStatus({ kind: "error", text: errorText(error, sendFailed) });
    }
  });
  return (
    <FormFields value={fields}>
      <form noValidate onSubmit={submit} aria-label="Add an internal note">
        <FormFieldset className="space-y-3">
          <TextareaField id={`note-body-${leadId}`} name="body" label="Internal note" rows={3} required />
          <SubmitButton pendingLabel="Adding...">Add note</SubmitButton>
          <StatusLine status={status} />
        </FormFieldset>
      </form>
    </FormFields>
  );
}
