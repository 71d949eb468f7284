import { FormFieldset, SubmitButton, TextField } from "#app/components/ui/form-field.tsx";
import { idleStatus, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { users } from "#app/lib/pocketbase.ts";
import { authMessages, type RegisterValues } from "#domain/auth.ts";
import { registrationErrorMessage } from "./auth-errors.ts";
import { onDemand } from "#app/lib/on-demand.ts";

const loadSchemaModule = onDemand(() => import("#domain/auth.ts"));
const loadSchema = () => loadSchemaModule().then((auth) => auth.registerSchema);

const empty: RegisterValues = {
  first_name: "",
  last_name: "",
  email: "",
  phone_number: "",
  password: "",
  passwordConfirm: "",
};

export function RegisterForm({ onStatus }: { onStatus: (status: FormStatus) => void }) {
  const { fields, handleSubmit } = useSchemaForm(loadSchema, {
    defaultValues: empty,
    clearErrorOnEdit: true,
    onEdit: () => onStatus(idleStatus),
  });

  const submit = handleSubmit(async (values) => {
    try {
      await users().create(values);
    } catch (error) {
      onStatus({ kind: "error", text: registrationErrorMessage(error) });
      return;
    }
    // After the account is created the client signs in; the card then shows the guest as
    // signed in. Should that sign-in fail, the account still exists and the guest signs in by hand.
    await users()
      .authWithPassword(values.email, values.password)
      .catch(() => undefined);
    onStatus({ kind: "success", text: authMessages.registrationSuccess });
  });

  return (
    <FormFields value={fields}>
      <form noValidate onSubmit={submit}>
        <FormFieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Register</legend>
          <TextField id="register-first-name" name="first_name" label="First name" autoComplete="given-name" />
          <TextField id="register-last-name" name="last_name" label="Last name" autoComplete="family-name" />
          <TextField
            id="register-email"
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            className="sm:col-span-2"
          />
          <TextField
            id="register-phone"
            name="phone_number"
            type="tel"
            label="Phone number"
            autoComplete="tel"
            inputMode="tel"
            className="sm:col-span-2"
          />
          <TextField
            id="register-password"
            name="password"
            type="password"
            label="Password"
            autoComplete="new-password"
          />
          <TextField
            id="register-confirm-password"
            name="passwordConfirm"
            type="password"
            label="Confirm password"
            autoComplete="new-password"
          />
          <SubmitButton pendingLabel="Creating your account…" className="w-full sm:col-span-2">
            Register
          </SubmitButton>
        </FormFieldset>
      </form>
    </FormFields>
  );
}
