import { FormFieldset, SubmitButton, TextField } from "#app/components/ui/form-field.tsx";
import { FormOnDemand } from "#app/components/ui/form-on-demand.tsx";
import type { ResetPasswordViewProps } from "#app/features/gate-access/reset-password-form.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { siteData } from "#app/lib/site-data.ts";
import { useLinkToken } from "#app/lib/use-link-token.ts";
import { onDemand } from "#app/lib/on-demand.ts";
import type { Route } from "./+types/reset-password";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    site: siteData(matches),
    title: "Reset your password",
    description: "Choose a new password for your guest account.",
    path: "/reset-password",
    noindex: true,
  });
}

/** The form's rules, the auth SDK and the messages load after the page (docs/forms.md). */
const loadLiveForm = onDemand(() => import("#app/features/gate-access/reset-password-form.tsx"));

export default function ResetPasswordPage() {
  const token = useLinkToken();
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="font-display text-3xl font-semibold text-stone-900">Reset your password</h1>
      <FormOnDemand
        load={loadLiveForm}
        inert={<NewPasswordForm />}
        className="mt-6 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        {(live, handover) => (
          <live.ResetPasswordForm token={token} handover={handover} view={(props) => <NewPasswordForm {...props} />} />
        )}
      </FormOnDemand>
    </div>
  );
}

function NewPasswordForm({ onSubmit }: ResetPasswordViewProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormFieldset className="space-y-4">
        <legend className="sr-only">Choose a new password</legend>
        <TextField
          id="reset-password"
          name="password"
          type="password"
          label="New password"
          autoComplete="new-password"
        />
        <TextField
          id="reset-confirm-password"
          name="passwordConfirm"
          type="password"
          label="Confirm new password"
          autoComplete="new-password"
        />
        <SubmitButton pendingLabel="Saving…" className="w-full">
          Set new password
        </SubmitButton>
      </FormFieldset>
    </form>
  );
}
