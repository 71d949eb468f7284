import { ClientResponseError } from "pocketbase";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import type { FormSubmitHandler } from "#app/components/ui/form-field.tsx";
import { handedOver, type Handover } from "#app/components/ui/form-on-demand.tsx";
import { idleStatus, StatusBanner, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { users } from "#app/lib/pocketbase.ts";
import { authMessages } from "#domain/auth.ts";
import { onDemand } from "#app/lib/on-demand.ts";

const loadSchemaModule = onDemand(() => import("#domain/auth.ts"));
const loadSchema = () => loadSchemaModule().then((auth) => auth.resetPasswordSchema);

export interface ResetPasswordViewProps {
  onSubmit?: FormSubmitHandler;
}

interface ResetPasswordFormProps {
  /** The mailed link's token; undefined until the page has read it, null when the link had none. */
  token: string | null | undefined;
  handover: Handover;
  /** The page's own drawing of the form. */
  view: (props: ResetPasswordViewProps) => ReactNode;
}

/** The reset page's live part: the new password form, then the way back to sign in. */
export function ResetPasswordForm({ token, handover, view }: ResetPasswordFormProps) {
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const [done, setDone] = useState(false);
  const { fields, handleSubmit } = useSchemaForm(loadSchema, {
    defaultValues: handedOver({ password: "", passwordConfirm: "" }, handover),
    clearErrorOnEdit: true,
    onEdit: () => setStatus(idleStatus),
  });

  const submit = handleSubmit(async ({ password, passwordConfirm }) => {
    try {
      await users().confirmPasswordReset(token ?? "", password, passwordConfirm);
      setDone(true);
      setStatus({ kind: "success", text: authMessages.resetComplete });
    } catch (error) {
      setStatus({ kind: "error", text: resetErrorMessage(error) });
    }
  });

  return (
    <>
      <StatusBanner status={token === null ? { kind: "error", text: authMessages.resetTokenInvalid } : status} />
      {done || token === null ? (
        <Link to="/pique-nique#gate-access" className={buttonClass("secondary", "w-full")}>
          {done ? "Sign in" : "Request a new link"}
        </Link>
      ) : (
        <FormFields value={{ ...fields, submitting: fields.submitting || token === undefined }}>
          {view({ onSubmit: submit })}
        </FormFields>
      )}
    </>
  );
}

function resetErrorMessage(error: unknown): string {
  if (!(error instanceof ClientResponseError)) return authMessages.resetTokenInvalid;
  const data = (error.response.data ?? {}) as Record<string, { message?: string } | undefined>;
  if (data.token) return authMessages.resetTokenInvalid;
  return data.password?.message ?? data.passwordConfirm?.message ?? error.message;
}
