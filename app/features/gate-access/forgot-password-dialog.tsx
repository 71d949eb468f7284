import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { users } from "#app/lib/pocketbase.ts";
import { authMessages, forgotPasswordSchema } from "#domain/auth.ts";
import { ClientResponseError } from "pocketbase";
import { linkButtonClass, submitClass } from "./form-styles.ts";
import { StatusBanner, type StatusMessage } from "./status-banner.tsx";
import { TextField } from "./text-field.tsx";

/** Asks the server to mail a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordDialog() {
  const [status, setStatus] = useState<StatusMessage>({ kind: "idle" });
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
    reValidateMode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
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
          setStatus({ kind: "idle" });
        }
      }}
      trigger={
        <button type="button" className={linkButtonClass}>
          Forgot password?
        </button>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <fieldset disabled={isSubmitting} className="space-y-4">
          <legend className="sr-only">Reset your password</legend>
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register("email", {
              onChange: () => {
                form.clearErrors("email");
                setStatus({ kind: "idle" });
              },
            })}
          />
          <StatusBanner status={status} />
          <button type="submit" className={submitClass}>
            {isSubmitting ? "Sending…" : "Send reset link"}
          </button>
        </fieldset>
      </form>
    </Dialog>
  );
}
