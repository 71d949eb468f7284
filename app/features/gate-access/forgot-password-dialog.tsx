import { ClientResponseError } from "pocketbase";
import { useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { FormFieldset, SubmitButton, TextField } from "#app/components/ui/form-field.tsx";
import { idleStatus, StatusBanner, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { users } from "#app/lib/pocketbase.ts";
import { authMessages } from "#domain/auth.ts";
import { onDemand } from "#app/lib/on-demand.ts";

const loadSchemaModule = onDemand(() => import("#domain/auth.ts"));
const loadSchema = () => loadSchemaModule().then((auth) => auth.forgotPasswordSchema);

const linkButtonClass =
  "rounded text-sm font-semibold text-river-800 underline underline-offset-2 hover:text-river-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-river-600";

/** Asks the server to mail a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordDialog() {
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const { form, fields, handleSubmit } = useSchemaForm(loadSchema, {
    defaultValues: { email: "" },
    clearErrorOnEdit: true,
    onEdit: () => setStatus(idleStatus),
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await users().requestPasswordReset(email);
      setStatus({ kind: "success", text: authMessages.resetRequested });
    } catch (error) {
      setStatus({
        kind: "error",
        text: error instanceof ClientResponseError ? error.message : "Something went wrong. Please try again.",
      });
    }
  });

  return (
    <Dialog
      title="Reset your password"
      description="Enter the email address of your account and we'll send you a link to choose a new password."
      onOpenChange={(open) => {
        if (!open) {
          form.reset();
          setStatus(idleStatus);
        }
      }}
      trigger={
        <button type="button" className={linkButtonClass}>
          Forgot password?
        </button>
      }
    >
      <FormFields value={fields}>
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormFieldset className="space-y-4">
            <legend className="sr-only">Reset your password</legend>
            <TextField id="forgot-email" name="email" type="email" label="Email" autoComplete="email" />
            <StatusBanner status={status} />
            <SubmitButton pendingLabel="Sending…" className="w-full">
              Send reset link
            </SubmitButton>
          </FormFieldset>
        </form>
      </FormFields>
    </Dialog>
  );
}
