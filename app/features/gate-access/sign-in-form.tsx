import { FormFieldset, SubmitButton, TextField } from "#app/components/ui/form-field.tsx";
import { idleStatus, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { users } from "#app/lib/pocketbase.ts";
import { authMessages } from "#domain/auth.ts";
import { signInErrorMessage } from "./auth-errors.ts";
import { ForgotPasswordDialog } from "./forgot-password-dialog.tsx";
import { onDemand } from "#app/lib/on-demand.ts";

const loadSchemaModule = onDemand(() => import("#domain/auth.ts"));
const loadSchema = () => loadSchemaModule().then((auth) => auth.signInSchema);

export function SignInForm({ onStatus }: { onStatus: (status: FormStatus) => void }) {
  // A field's error clears, and the status returns to idle, as soon as the field is edited.
  const { fields, handleSubmit } = useSchemaForm(loadSchema, {
    defaultValues: { email: "", password: "" },
    clearErrorOnEdit: true,
    onEdit: () => onStatus(idleStatus),
  });

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await users().authWithPassword(email, password);
      onStatus({ kind: "success", text: authMessages.loginSuccess });
    } catch (error) {
      onStatus({ kind: "error", text: signInErrorMessage(error) });
    }
  });

  return (
    <div className="space-y-4">
      <FormFields value={fields}>
        <form noValidate onSubmit={submit}>
          <FormFieldset className="space-y-4">
            <legend className="sr-only">Sign in</legend>
            <TextField id="sign-in-email" name="email" type="email" label="Email" autoComplete="email" />
            <TextField
              id="sign-in-password"
              name="password"
              type="password"
              label="Password"
              autoComplete="current-password"
            />
            <SubmitButton pendingLabel="Signing in…" className="w-full">
              Sign In
            </SubmitButton>
          </FormFieldset>
        </form>
      </FormFields>
      {/* Outside the sign-in form: React bubbles the dialog's submit through its portal to any form around it. */}
      <ForgotPasswordDialog />
    </div>
  );
}
