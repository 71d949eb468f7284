import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { authMessages, registerSchema, type RegisterValues } from "#domain/auth.ts";
import { users } from "#app/lib/pocketbase.ts";
import { registrationErrorMessage } from "./auth-errors.ts";
import { submitClass } from "./form-styles.ts";
import type { StatusMessage } from "./status-banner.tsx";
import { TextField } from "./text-field.tsx";

const empty: RegisterValues = {
  first_name: "",
  last_name: "",
  email: "",
  phone_number: "",
  password: "",
  passwordConfirm: "",
};

export function RegisterForm({ onStatus }: { onStatus: (status: StatusMessage) => void }) {
  const form = useForm({ resolver: zodResolver(registerSchema), defaultValues: empty, reValidateMode: "onSubmit" });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof RegisterValues) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        onStatus({ kind: "idle" });
      },
    });

  const submit = form.handleSubmit(async (values) => {
    try {
      await users().create(values);
    } catch (error) {
      onStatus({ kind: "error", text: registrationErrorMessage(error) });
      return;
    }
    // Spec: after the account is created the client signs in; the card then shows the guest as
    // signed in. Should that sign-in fail, the account still exists and the guest signs in by hand.
    await users()
      .authWithPassword(values.email, values.password)
      .catch(() => undefined);
    onStatus({ kind: "success", text: authMessages.registrationSuccess });
  });

  return (
    <form noValidate onSubmit={submit}>
      <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Register</legend>
        <TextField
          id="register-first-name"
          label="First name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...field("first_name")}
        />
        <TextField
          id="register-last-name"
          label="Last name"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...field("last_name")}
        />
        <TextField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
          error={errors.email?.message}
          {...field("email")}
        />
        <TextField
          id="register-phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          className="sm:col-span-2"
          error={errors.phone_number?.message}
          {...field("phone_number")}
        />
        <TextField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...field("password")}
        />
        <TextField
          id="register-confirm-password"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.passwordConfirm?.message}
          {...field("passwordConfirm")}
        />
        <button type="submit" className={`${submitClass} sm:col-span-2`}>
          {isSubmitting ? "Creating your account…" : "Register"}
        </button>
      </fieldset>
    </form>
  );
}
