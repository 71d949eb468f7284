import { useEffect, useState } from "react";
import { Link } from "react-router";
import { StatusBanner, type StatusMessage } from "#app/features/gate-access/status-banner.tsx";
import { submitClass } from "#app/features/gate-access/form-styles.ts";
import { users } from "#app/lib/pocketbase.ts";
import { pageMeta } from "#app/lib/seo.ts";
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
  const [status, setStatus] = useState<StatusMessage>({ kind: "idle" });
  useEffect(() => {
    // Read after mounting: the page is prerendered without the link's token.
    const token = new URLSearchParams(window.location.search).get("token");
    if (!token) {
      setStatus({ kind: "error", text: authMessages.verificationTokenInvalid });
      return;
    }
    users()
      .confirmVerification(token)
      .then(
        () => setStatus({ kind: "success", text: authMessages.verificationComplete }),
        () => setStatus({ kind: "error", text: authMessages.verificationTokenInvalid }),
      );
  }, []);

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
