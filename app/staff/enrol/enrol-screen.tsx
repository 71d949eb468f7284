import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { resort } from "#content/resort.ts";
import { controlClass, FormFieldset, SubmitButton, TextField } from "#app/components/ui/form-field.tsx";
import { idleStatus, StatusBanner, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, showServerFieldErrors, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { errorText } from "#app/lib/api-client.ts";
import {
  enrolmentConfirmAnswer,
  enrolmentConfirmRequest,
  enrolmentStartAnswer,
  STAFF_PASSWORD_MIN,
} from "#domain/staff/schemas.ts";
import { z } from "#domain/zod.ts";
import { staffPost } from "#app/staff/api.ts";
import { panel, primaryButton } from "#app/staff/ui.ts";
import { HintedTextField } from "#app/staff/hinted-text-field.tsx";

// The console loads its schemas with its screens; the recipe's loader just hands them over. The
// token comes from the link, not a field; typing a new password twice is the browser's check alone
// (an account whose second factor was reset types its own password once).
const confirmSchema = enrolmentConfirmRequest
  .omit({ token: true })
  .extend({ confirmPassword: z.string().optional() })
  .refine((values) => values.confirmPassword === undefined || values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords differ.",
  });
const loadConfirmSchema = () => Promise.resolve(confirmSchema);

/**
 * Setting up two-step sign-in from a one-time link: scan the QR code (or type the key), choose a
 * password for a new account, confirm with a first code, then save the recovery codes shown once.
 */
export default function EnrolScreen() {
  const { hash } = useLocation();
  const token = hash.slice(1);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [offer, setOffer] = useState<{ data?: z.output<typeof enrolmentStartAnswer>; error?: unknown }>({});
  useEffect(() => {
    if (token === "") return;
    let current = true;
    staffPost("/enrolment/start", { token }, enrolmentStartAnswer).then(
      (data) => current && setOffer({ data }),
      (error: unknown) => current && setOffer({ error }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <p className="text-sm font-semibold text-river-800">{resort.name}</p>
      <h1 className="mt-1 text-3xl font-semibold">Set up two-step sign-in</h1>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} />
      ) : token === "" || offer.error ? (
        <p role="alert" className={`${panel} mt-6`}>
          {token === ""
            ? "This page needs the enrolment link you were sent. Ask an owner for a new one."
            : errorText(
                offer.error,
                "The enrolment link could not be opened. Check the connection and reload the page.",
              )}
        </p>
      ) : !offer.data ? (
        <p className="mt-6">Loading…</p>
      ) : (
        <Confirm token={token} offer={offer.data} onDone={setRecoveryCodes} />
      )}
    </main>
  );
}

function Confirm({
  token,
  offer,
  onDone,
}: {
  token: string;
  offer: { email: string; name: string; needsPassword: boolean; secret: string; qrSvg: string };
  onDone: (codes: string[]) => void;
}) {
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const { form, fields, handleSubmit } = useSchemaForm(loadConfirmSchema, {
    defaultValues: offer.needsPassword ? { password: "", confirmPassword: "", code: "" } : { password: "", code: "" },
    onEdit: () => setStatus(idleStatus),
  });
  const submit = handleSubmit(async ({ password, code }) => {
    setStatus(idleStatus);
    try {
      const { recoveryCodes } = await staffPost(
        "/enrolment/confirm",
        { token, password, code },
        enrolmentConfirmAnswer,
      );
      onDone(recoveryCodes);
    } catch (failure) {
      showServerFieldErrors(form, failure, ["password", "code"]);
      setStatus({ kind: "error", text: errorText(failure, "Setting up failed. Check the connection and try again.") });
    }
  });

  return (
    <div className="mt-6 space-y-6">
      <p>
        Signing in as <strong>{offer.name}</strong> ({offer.email}).
      </p>
      <section className={panel} aria-labelledby="enrol-scan">
        <h2 id="enrol-scan" className="text-xl font-semibold">
          1. Add the console to your authenticator app
        </h2>
        <p className="mt-2">Scan this QR code with any authenticator app (Google Authenticator, 1Password, Authy…).</p>
        <img
          className="mt-4 size-56 border border-stone-300 bg-white"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(offer.qrSvg)}`}
          alt={`QR code that adds ${offer.email} to an authenticator app`}
        />
        <label htmlFor="setup-key" className="mt-4 block">
          Can’t scan it? Enter this setup key in the app instead:
        </label>
        <input
          id="setup-key"
          readOnly
          value={offer.secret.match(/.{1,4}/g)?.join(" ") ?? offer.secret}
          className={`${controlClass} font-mono tracking-wider`}
          onFocus={(event) => event.target.select()}
        />
      </section>
      <section className={panel} aria-labelledby="enrol-confirm">
        <h2 id="enrol-confirm" className="text-xl font-semibold">
          2. Confirm
        </h2>
        <FormFields value={fields}>
          <form noValidate className="mt-4" onSubmit={submit}>
            <FormFieldset className="space-y-4">
              {offer.needsPassword ? (
                <>
                  <HintedTextField
                    id="new-password"
                    name="password"
                    type="password"
                    label="Choose a password"
                    autoComplete="new-password"
                    minLength={STAFF_PASSWORD_MIN}
                    hint={`At least ${STAFF_PASSWORD_MIN} characters.`}
                    required
                  />
                  <TextField
                    id="confirm-password"
                    name="confirmPassword"
                    type="password"
                    label="Type the password again"
                    autoComplete="new-password"
                    required
                  />
                </>
              ) : (
                <TextField
                  id="current-password"
                  name="password"
                  type="password"
                  label="Your password"
                  autoComplete="current-password"
                  required
                />
              )}
              <HintedTextField
                id="code"
                name="code"
                label="Code from your app"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                hint="The 6-digit code the app shows for this account."
                required
              />
              <StatusBanner status={status} />
              <SubmitButton variant="primary" pendingLabel="Confirming...">
                Confirm and continue
              </SubmitButton>
            </FormFieldset>
          </form>
        </FormFields>
      </section>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  return (
    <section className={`${panel} mt-6`} aria-labelledby="recovery-heading">
      <h2 id="recovery-heading" className="text-xl font-semibold">
        Save your recovery codes
      </h2>
      <p className="mt-2">
        If you lose your phone, each of these codes signs you in once instead of the app. They are shown only now: print
        them or keep them in a password manager.
      </p>
      <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <label className="mt-6 flex items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="size-5"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        I saved my recovery codes somewhere safe
      </label>
      <button
        type="button"
        className={`${primaryButton} mt-4`}
        disabled={!saved}
        onClick={() => navigate("/staff", { replace: true })}
      >
        Continue to the console
      </button>
    </section>
  );
}
