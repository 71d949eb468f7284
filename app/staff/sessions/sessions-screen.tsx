import { useState } from "react";
import { can, roleLabels } from "#domain/staff/permissions.ts";
import {
  failedSignInsSummary,
  failedSignInSteps,
  sessionsAnswer,
  signInFailuresAnswer,
  type SessionEntry,
} from "#domain/staff/schemas.ts";
import type { z } from "#domain/zod.ts";
import { ActionResult, useActionResult } from "#app/staff/action-result.tsx";
import { staffAction } from "#app/staff/api.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { dangerButton, panel, resortTime } from "#app/staff/ui.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";

/** The member's own open sessions, and for owners everyone's; any but the current one can be ended. */
export default function SessionsScreen({ me }: ScreenProps) {
  const seesAll = can(me.role, "sessions.all");
  const mine = useStaffData("/sessions/mine", sessionsAnswer);
  const all = useStaffData(seesAll ? "/sessions" : null, sessionsAnswer);
  const failures = useStaffData("/sign-in/failures", signInFailuresAnswer);
  const [ending, setEnding] = useState<number | undefined>();
  const result = useActionResult();

  // The lists are fetched again whatever the answer: a session may have ended meanwhile.
  async function end(id: number) {
    setEnding(id);
    await result.run(
      () => staffAction(`/sessions/${id}/end`),
      "The session is ended.",
      "The session could not be ended. Try again.",
    );
    setEnding(undefined);
    mine.reload();
    if (seesAll) all.reload();
  }

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Sessions</h1>
      <ActionResult message={result.message} problem={result.problem} />
      <FailedSignIns failures={failures.data} failed={Boolean(failures.error)} />
      <SessionList
        title="Your sessions"
        sessions={mine.data?.sessions}
        failed={Boolean(mine.error)}
        onEnd={end}
        ending={ending}
        showStaff={false}
      />
      {seesAll ? (
        <SessionList
          title="All staff sessions"
          sessions={all.data?.sessions}
          failed={Boolean(all.error)}
          onEnd={end}
          ending={ending}
          showStaff
        />
      ) : null}
    </div>
  );
}

/** Failed sign-ins on the member's own account, so a stranger's attempts do not go unnoticed. */
function FailedSignIns({
  failures,
  failed,
}: {
  failures: z.output<typeof signInFailuresAnswer> | undefined;
  failed: boolean;
}) {
  return (
    <section aria-labelledby="sign-in-failures">
      <h2 id="sign-in-failures" className="text-xl font-semibold">
        Failed sign-ins
      </h2>
      {failed ? (
        <p role="alert" className="mt-2">
          The failed sign-ins could not be loaded. Reload the page to try again.
        </p>
      ) : !failures ? (
        <p className="mt-2">Loading…</p>
      ) : (
        <>
          <p className="mt-2">{failedSignInsSummary(failures.sinceLastSignIn)}</p>
          {failures.recent.length > 0 ? (
            <ul aria-label="Latest failed sign-ins" className="mt-3 space-y-1">
              {failures.recent.map((failure, index) => (
                <li key={`${failure.at}-${index}`}>
                  {resortTime(failure.at)} · {failure.address} · {failedSignInSteps[failure.step]}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}

function SessionList({
  title,
  sessions,
  failed,
  onEnd,
  ending,
  showStaff,
}: {
  title: string;
  sessions: SessionEntry[] | undefined;
  failed: boolean;
  onEnd: (id: number) => void;
  ending: number | undefined;
  showStaff: boolean;
}) {
  const headingId = showStaff ? "sessions-all" : "sessions-mine";
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {failed ? (
        <p role="alert" className="mt-2">
          The sessions could not be loaded. Reload the page to try again.
        </p>
      ) : !sessions ? (
        <p className="mt-2">Loading…</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {sessions.map((session) => {
            const label = `${session.staff.name}, signed in ${resortTime(session.createdAt)}`;
            return (
              <li
                key={session.id}
                className={`${panel} flex flex-wrap items-center justify-between gap-3`}
                aria-label={label}
              >
                <div>
                  {showStaff ? (
                    <p className="font-semibold">
                      {session.staff.name} <span className="font-normal">({roleLabels[session.staff.role]})</span>
                    </p>
                  ) : null}
                  <p>
                    Signed in {resortTime(session.createdAt)} · last active {resortTime(session.lastSeenAt)}
                  </p>
                  <p className="text-sm text-stone-700">
                    {session.address ?? "Unknown address"}
                    {session.userAgent ? ` · ${browserName(session.userAgent)}` : ""} · ends by{" "}
                    {resortTime(session.expiresAt)}
                  </p>
                </div>
                {session.current ? (
                  <p className="rounded-full bg-river-100 px-3 py-1 text-sm font-semibold text-river-900">
                    This session
                  </p>
                ) : (
                  <button
                    type="button"
                    className={dangerButton}
                    aria-label={`End session: ${label}`}
                    disabled={ending === session.id}
                    onClick={() => onEnd(session.id)}
                  >
                    End session
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A short name for a browser, enough to tell a phone's session from a desk computer's. */
function browserName(userAgent: string): string {
  const device =
    /iPhone|iPad|Android/.exec(userAgent)?.[0] ??
    (/Mac OS X/.test(userAgent)
      ? "Mac"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Linux/.test(userAgent)
          ? "Linux"
          : "");
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  return device ? `${browser} on ${device}` : browser;
}
