import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { authMessages, signInSchema, type SignInValues } from "#domain/auth.ts";
import { users } from "#app/lib/pocketbase.ts";
import { signInErrorMessage } from "./auth-errors.ts";
import { ForgotPasswordDialog } from "./forgot-password-dialog.tsx";
import { submitClass } from "./form-styles.ts";
import type { StatusMessage } from "./status-banner.tsx";
import { TextField } from "./text-field.tsx";

export function SignInForm({ onStatus }: { onStatus: (status: StatusMessage) => void }) {
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
    reValidateMode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;
  // Spec: a field's error clears, and the status returns to idle, as soon as the field is edited.
  const field = (name: keyof SignInValues) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        onStatus({ kind: "idle" });
      },
    });

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      await users().authWithPassword(email, password);
      onStatus({ kind: "success", text: authMessages.loginSuccess });
    } catch (error) {
      onStatus({ kind: "error", text: signInErrorMessage(error) });
    }
  });

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={submit}>
        <fieldset disabled={isSubmitting} className="space-y-4">
          <legend className="sr-only">Sign in</legend>
          <TextField
            id="sign-in-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...field("email")}
          />
          <TextField
            id="sign-in-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...field("password")}
          />
          <button type="submit" className={submitClass}>
            {isSubmitting ? "Signing in…" : "Sign In"}
          </button>
        </fieldset>
      </form>
      {/* Outside the sign-in form: React bubbles the dialog's submit through its portal to any form around it. */}
      <ForgotPasswordDialog />
    </div>
  );
}
