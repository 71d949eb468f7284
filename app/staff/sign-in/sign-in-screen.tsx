import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { resort } from "#content/resort.ts";
import { errorText } from "#app/lib/api-client.ts";
import { meAnswer, NEEDS_ENROLMENT_LINK, signInAnswer } from "#domain/staff/schemas.ts";
import { z } from "#domain/zod.ts";
import { staffPost } from "../api.ts";
import { Field, FormError, formText } from "../form.tsx";
import { panel, primaryButton, secondaryButton } from "../ui.ts";

const codeAnswer = meAnswer.extend({ recoveryCodesLeft: z.number().nullable() });
const fallback = "Signing in failed. Check the connection and try again.";

/** Email and password, then a code from the authenticator app or a recovery code. */
export default function SignInScreen() {
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const answer = await staffPost(
        "/sign-in",
        { email: formText(form, "email"), password: formText(form, "password") },
        signInAnswer,
      );
      if (answer.next === "enrolment-link") setError(NEEDS_ENROLMENT_LINK);
      else setChallenge(answer.challenge);
    } catch (failure) {
      setError(errorText(failure, fallback));
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const body = useRecovery
        ? { challenge, recoveryCode: formText(form, "recovery-code") }
        : { challenge, code: formText(form, "code") };
      await staffPost("/sign-in/code", body, codeAnswer);
      await navigate("/staff", { replace: true });
    } catch (failure) {
      setError(errorText(failure, fallback));
      if (failure instanceof Error && /took too long/.test(failure.message)) setChallenge(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <p className="text-sm font-semibold text-river-800">{resort.name}</p>
      <h1 className="mt-1 text-3xl font-semibold">Staff sign-in</h1>
      <div className={`${panel} mt-6`}>
        {challenge === null ? (
          <form className="space-y-4" onSubmit={submitPassword}>
            <Field id="email" label="Email" type="email" autoComplete="username" />
            <Field id="password" label="Password" type="password" autoComplete="current-password" />
            <FormError message={error} />
            <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
              Continue
            </button>
          </form>
        ) : (
          <form className="space-y-4" onSubmit={submitCode} key={useRecovery ? "recovery" : "code"}>
            {useRecovery ? (
              <Field
                id="recovery-code"
                label="Recovery code"
                autoComplete="off"
                hint="One of the codes you saved when you set up two-step sign-in. Each works once."
              />
            ) : (
              <Field
                id="code"
                label="Authentication code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                hint="The 6-digit code your authenticator app shows now."
              />
            )}
            <FormError message={error} />
            <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
              Sign in
            </button>
            <button
              type="button"
              className={`${secondaryButton} w-full`}
              onClick={() => {
                setUseRecovery(!useRecovery);
                setError(null);
              }}
            >
              {useRecovery ? "Use the code from my app" : "Use a recovery code instead"}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
