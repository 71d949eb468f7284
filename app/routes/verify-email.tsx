import { useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { StatusBanner, type FormStatus } from "#app/components/ui/form-status.tsx";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { siteData } from "#app/lib/site-data.ts";
import { useLinkToken } from "#app/lib/use-link-token.ts";
import { onDemand } from "#app/lib/on-demand.ts";
import type { Route } from "./+types/verify-email";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    site: siteData(matches),
    title: "Verify your email",
    description: "Confirm the email address of your guest account.",
    path: "/verify-email",
    noindex: true,
  });
}

/** The auth SDK and the messages load after the page, not with it. */
const loadCheck = onDemand(() => import("#app/features/gate-access/verify-email.ts"));

export default function VerifyEmailPage() {
  const token = useLinkToken();
  const [status, setStatus] = useState<FormStatus | "failed">({ kind: "idle" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (token === undefined) return;
    let current = true;
    loadCheck()
      .then((check) => check.confirmEmail(token))
      .then(
        (answer) => current && setStatus(answer),
        () => current && setStatus("failed"),
      );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="font-display text-3xl font-semibold text-stone-900">Verify your email</h1>
      <div className="mt-6 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        {status === "failed" ? (
          <LoadFailed
            message="This page could not load. Check your connection and try again."
            onRetry={() => {
              setStatus({ kind: "idle" });
              setAttempt((count) => count + 1);
            }}
          />
        ) : status.kind === "idle" ? (
          <p className="text-stone-700">Checking your link…</p>
        ) : (
          <StatusBanner status={status} />
        )}
        <Link to="/pique-nique#gate-access" className={buttonClass("secondary", "w-full")}>
          Go to gate access
        </Link>
      </div>
    </div>
  );
}
