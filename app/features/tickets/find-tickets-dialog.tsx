import { useState, type RefObject } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { FormFieldset, HoneypotField, SubmitButton, TextField } from "#app/components/ui/form-field.tsx";
import { idleStatus, StatusLine, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, showServerFieldErrors, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { acceptedAnswer, errorText, postJson } from "#app/lib/api-client.ts";
import { onDemand } from "#app/lib/on-demand.ts";
import { findTicketsMessages } from "#domain/find-tickets.ts";

/** The address's rule, the one the server parses again (trimmed, lower-cased); it loads with the first check. */
const loadSchemaModule = onDemand(() => import("#domain/find-tickets-schema.ts"));
const loadSchema = () => loadSchemaModule().then((schemas) => schemas.findTicketsSchema);

interface FindTicketsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * "Find my tickets": the buyer's address, to which the server mails a link to each order's
 * tickets. The dialog stays open on success: its answer is the same whether or not the address
 * bought anything, and the visitor reads it here before looking in the inbox.
 */
export function FindTicketsDialog({ open, onOpenChange, returnFocusTo }: FindTicketsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={findTicketsMessages.title}
      description={findTicketsMessages.description}
      returnFocusTo={returnFocusTo}
    >
      <FindTicketsForm />
    </Dialog>
  );
}

function FindTicketsForm() {
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const { form, fields, handleSubmit } = useSchemaForm(loadSchema, {
    defaultValues: { email: "", website: "" },
    onEdit: () => setStatus(idleStatus),
  });

  const submit = handleSubmit(async (request) => {
    try {
      await postJson("/api/tickets/find", request, acceptedAnswer);
      setStatus({ kind: "success", text: findTicketsMessages.sent });
    } catch (error) {
      showServerFieldErrors(form, error, ["email"]);
      setStatus({ kind: "error", text: errorText(error, findTicketsMessages.fallback) });
    }
  });

  return (
    <FormFields value={fields}>
      <form noValidate onSubmit={submit} className="relative">
        <FormFieldset className="grid gap-4">
          <legend className="sr-only">{findTicketsMessages.title}</legend>
          <TextField
            id="find-tickets-email"
            name="email"
            type="email"
            label={findTicketsMessages.emailLabel}
            autoComplete="email"
            inputMode="email"
            required
          />
          <HoneypotField />
          <SubmitButton pendingLabel={findTicketsMessages.pending}>{findTicketsMessages.submit}</SubmitButton>
          <StatusLine status={status} />
        </FormFieldset>
      </form>
    </FormFields>
  );
}
