import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { StatusBanner, type StatusMessage } from "#app/features/gate-access/status-banner.tsx";
import { submitClass } from "#app/features/gate-access/form-styles.ts";
import { TextField } from "#app/features/gate-access/text-field.tsx";
import { users } from "#app/lib/pocketbase.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { useLinkToken } from "#app/lib/use-link-token.ts";
import { authMessages, resetPasswordSchema, type ResetPasswordValues } from "#domain/auth.ts";
import { ClientResponseError } from "pocketbase";

export function meta() {
  return pageMeta({
    title: "Reset your password",
    description: "Choose a new password for your guest account.",
    path: "/reset-password",
    noindex: true,
  });
}

export default function ResetPasswordPage() {
  const token = useLinkToken();
  const [status, setStatus] = useState<StatusMessage>({ kind: "idle" });
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", passwordConfirm: "" },
    reValidateMode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof ResetPasswordValues) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        setStatus({ kind: "idle" });
      },
    });

  const submit = form.handleSubmit(async ({ password, passwordConfirm }) => {
    try {
      await users().confirmPasswordReset(token ?? "", password, passwordConfirm);
      setDone(true);
      setStatus({ kind: "success", text: authMessages.resetComplete });
    } catch (error) {
      const data =
        error instanceof ClientResponseError
          ? (error.response.data as Record<string, { message?: string }> | undefined)
          : undefined;
      const text = data?.token
        ? authMessages.resetTokenInvalid
        : (data?.password?.message ??
          data?.passwordConfirm?.message ??
          (error instanceof ClientResponseError ? error.message : authMessages.resetTokenInvalid));
      setStatus({ kind: "error", text });
    }
  });

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="font-display text-3xl font-semibold text-stone-900">Reset your password</h1>
      <div className="mt-6 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <StatusBanner status={token === null ? { kind: "error", text: authMessages.resetTokenInvalid } : status} />
        {done || token === null ? (
          <Link to="/pique-nique#gate-access" className={submitClass}>
            {done ? "Sign in" : "Request a new link"}
          </Link>
        ) : (
          <form noValidate onSubmit={submit}>
            <fieldset disabled={isSubmitting || token === undefined} className="space-y-4">
              <legend className="sr-only">Choose a new password</legend>
              <TextField
                id="reset-password"
                label="New password"
                type="password"
                autoComplete="new-password"
                error={errors.password?.message}
                {...field("password")}
              />
              <TextField
                id="reset-confirm-password"
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                error={errors.passwordConfirm?.message}
                {...field("passwordConfirm")}
              />
              <button type="submit" className={submitClass}>
                {isSubmitting ? "Saving…" : "Set new password"}
              </button>
            </fieldset>
          </form>
        )}
      </div>
    </div>
  );
}
