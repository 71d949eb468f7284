import { useEffect, useState } from "react";
import { Link } from "react-router";
import { StatusBanner, type StatusMessage } from "#app/features/gate-access/status-banner.tsx";
import { submitClass } from "#app/features/gate-access/form-styles.ts";
import { users } from "#app/lib/pocketbase.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { useLinkToken } from "#app/lib/use-link-token.ts";
import { authMessages } from "#domain/auth.ts";

export function meta() {
  return pageMeta({
    title: "Verify your email",
    description: "Confirm the email address of your guest account.",
    path: "/verify-email",
    noindex: true,
  });
}

export default function VerifyEmailPage() {
  const token = useLinkToken();
  const [answer, setAnswer] = useState<StatusMessage>({ kind: "idle" });
  useEffect(() => {
    if (!token) return;
    users()
      .confirmVerification(token)
      .then(
        () => setAnswer({ kind: "success", text: authMessages.verificationComplete }),
        () => setAnswer({ kind: "error", text: authMessages.verificationTokenInvalid }),
      );
  }, [token]);
  const linkLacksToken = token !== undefined && !token;
  const status: StatusMessage = linkLacksToken
    ? { kind: "error", text: authMessages.verificationTokenInvalid }
    : answer;

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="font-display text-3xl font-semibold text-stone-900">Verify your email</h1>
      <div className="mt-6 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        {status.kind === "idle" ? (
          <p className="text-stone-700">Checking your link…</p>
        ) : (
          <StatusBanner status={status} />
        )}
        <Link to="/pique-nique#gate-access" className={submitClass}>
          Go to gate access
        </Link>
      </div>
    </div>
  );
}
