import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { resort } from "#content/resort.ts";
import { FormFieldset, SubmitButton, TextField } from "#app/components/ui/form-field.tsx";
import { idleStatus, StatusBanner, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, showServerFieldErrors, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { errorText } from "#app/lib/api-client.ts";
import {
  meAnswer,
  NEEDS_ENROLMENT_LINK,
  secondFactorRequest,
  signInAnswer,
  signInRequest,
} from "#domain/staff/schemas.ts";
import { z } from "#domain/zod.ts";
import { staffPost } from "#app/staff/api.ts";
import { panel, secondaryButton } from "#app/staff/ui.ts";
import { HintedTextField } from "#app/staff/hinted-text-field.tsx";

const codeAnswer = meAnswer.extend({ recoveryCodesLeft: z.number().nullable() });
const fallback = "Signing in failed. Check the connection and try again.";

type FactorName = "code" | "recoveryCode";
type FactorSchemaLoader = () => Promise<
  z.ZodType<{ code: string } | { recoveryCode: string }, Partial<Record<FactorName, string>>>
>;

// The console loads its schemas with its screens; the recipe's loader just hands them over. The
// challenge is the server's answer to the password, not a field: it is added when the code is sent.
const [totpRequest, recoveryRequest] = secondFactorRequest.options;
const loadPasswordSchema = () => Promise.resolve(signInRequest);
const loadCodeSchema: FactorSchemaLoader = () => Promise.resolve(totpRequest.pick({ code: true }));
const loadRecoverySchema: FactorSchemaLoader = () => Promise.resolve(recoveryRequest.pick({ recoveryCode: true }));

interface StatusProps {
  status: FormStatus;
  onStatus: (status: FormStatus) => void;
}

/** Email and password, then a code from the authenticator app or a recovery code. */
export default function SignInScreen() {
  const [challenge, setChallenge] = useState<string | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const second = { status, onStatus: setStatus, onExpired: () => setChallenge(null), onSwitch: switchFactor };

  function switchFactor() {
    setUseRecovery(!useRecovery);
    setStatus(idleStatus);
  }

  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <p className="text-sm font-semibold text-river-800">{resort.name}</p>
      <h1 className="mt-1 text-3xl font-semibold">Staff sign-in</h1>
      <div className={`${panel} mt-6`}>
        {challenge === null ? (
          <PasswordForm status={status} onStatus={setStatus} onChallenge={setChallenge} />
        ) : useRecovery ? (
          <FactorForm
            {...second}
            key="recovery"
            challenge={challenge}
            name="recoveryCode"
            loadSchema={loadRecoverySchema}
            switchLabel="Use the code from my app"
            field={
              <HintedTextField
                id="recovery-code"
                name="recoveryCode"
                label="Recovery code"
                autoComplete="off"
                hint="One of the codes you saved when you set up two-step sign-in. Each works once."
                required
              />
            }
          />
        ) : (
          <FactorForm
            {...second}
            key="code"
            challenge={challenge}
            name="code"
            loadSchema={loadCodeSchema}
            switchLabel="Use a recovery code instead"
            field={
              <HintedTextField
                id="code"
                name="code"
                label="Authentication code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                hint="The 6-digit code your authenticator app shows now."
                required
              />
            }
          />
        )}
      </div>
    </main>
  );
}

function PasswordForm({ status, onStatus, onChallenge }: StatusProps & { onChallenge: (challenge: string) => void }) {
  const { form, fields, handleSubmit } = useSchemaForm(loadPasswordSchema, {
    defaultValues: { email: "", password: "" },
    onEdit: () => onStatus(idleStatus),
  });
  const submit = handleSubmit(async (credentials) => {
    onStatus(idleStatus);
    try {
      const answer = await staffPost("/sign-in", credentials, signInAnswer);
      if (answer.next === "enrolment-link") onStatus({ kind: "error", text: NEEDS_ENROLMENT_LINK });
      else onChallenge(answer.challenge);
    } catch (failure) {
      showServerFieldErrors(form, failure, ["email", "password"]);
      onStatus({ kind: "error", text: errorText(failure, fallback) });
    }
  });
  return (
    <FormFields value={fields}>
      <form noValidate onSubmit={submit}>
        <FormFieldset className="space-y-4">
          <TextField id="email" name="email" type="email" label="Email" autoComplete="username" required />
          <TextField
            id="password"
            name="password"
            type="password"
            label="Password"
            autoComplete="current-password"
            required
          />
          <StatusBanner status={status} />
          <SubmitButton variant="primary" pendingLabel="Checking..." className="w-full">
            Continue
          </SubmitButton>
        </FormFieldset>
      </form>
    </FormFields>
  );
}

/** The second step, with a code from the app or a recovery code: the one field it asks for. */
function FactorForm({
  name,
  loadSchema,
  field,
  switchLabel,
  onSwitch,
  challenge,
  status,
  onStatus,
  onExpired,
}: StatusProps & {
  name: FactorName;
  loadSchema: FactorSchemaLoader;
  field: ReactNode;
  switchLabel: string;
  onSwitch: () => void;
  challenge: string;
  onExpired: () => void;
}) {
  const navigate = useNavigate();
  const { form, fields, handleSubmit } = useSchemaForm(loadSchema, {
    defaultValues: { [name]: "" },
    onEdit: () => onStatus(idleStatus),
  });
  const submit = handleSubmit(async (factor) => {
    onStatus(idleStatus);
    try {
      await staffPost("/sign-in/code", { challenge, ...factor }, codeAnswer);
      await navigate("/staff", { replace: true });
    } catch (failure) {
      showServerFieldErrors(form, failure, [name]);
      onStatus({ kind: "error", text: errorText(failure, fallback) });
      // The password check has lapsed: the message stays while the password is asked for again.
      if (failure instanceof Error && /took too long/.test(failure.message)) onExpired();
    }
  });
  return (
    <FormFields value={fields}>
      <form noValidate onSubmit={submit}>
        <FormFieldset className="space-y-4">
          {field}
          <StatusBanner status={status} />
          <SubmitButton variant="primary" pendingLabel="Signing in..." className="w-full">
            Sign in
          </SubmitButton>
          <button type="button" className={`${secondaryButton} w-full`} onClick={onSwitch}>
            {switchLabel}
          </button>
        </FormFieldset>
      </form>
    </FormFields>
  );
}
