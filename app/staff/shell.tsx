import { lazy, Suspense, useState, type ComponentType } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { resort } from "#content/resort.ts";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { can, roleLabels } from "#domain/staff/permissions.ts";
import type { StaffMember } from "#domain/staff/schemas.ts";
import { staffAction } from "./api.ts";
import { forgetDoorLists } from "./door/door-storage.ts";
import { DEFAULT_SCREEN, screens, type ScreenPath } from "./screens.ts";
import { secondaryButton } from "./ui.ts";
import { meAnswer } from "#domain/staff/schemas.ts";
import { useStaffData } from "./use-staff-data.ts";

export interface ScreenProps {
  me: StaffMember;
  sessionId: number;
}

const screenComponents: Record<ScreenPath, ComponentType<ScreenProps>> = {
  dashboard: lazy(() => import("./dashboard/dashboard-screen.tsx")),
  inbox: lazy(() => import("./inbox/inbox-screen.tsx")),
  guests: lazy(() => import("./guests/guests-screen.tsx")),
  subscribers: lazy(() => import("./subscribers/subscribers-screen.tsx")),
  newsletters: lazy(() => import("./newsletters/newsletters-screen.tsx")),
  mail: lazy(() => import("./mail/mail-screen.tsx")),
  door: lazy(() => import("./door/door-screen.tsx")),
  orders: lazy(() => import("./orders/orders-screen.tsx")),
  nights: lazy(() => import("./nights/nights-screen.tsx")),
  content: lazy(() => import("./content/content-screen.tsx")),
  settings: lazy(() => import("./settings/settings-screen.tsx")),
  audit: lazy(() => import("./audit/audit-screen.tsx")),
  accounts: lazy(() => import("./accounts/accounts-screen.tsx")),
  sessions: lazy(() => import("./sessions/sessions-screen.tsx")),
  backup: lazy(() => import("./backup/backup-screen.tsx")),
};

/** The signed-in console: who is signed in, what their role may open, and the screen asked for. */
export function StaffShell({ screen }: { screen: string }) {
  const me = useStaffData("/me", meAnswer);
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  if (me.error instanceof ApiRequestError && me.error.status === 401) return <Navigate to="/staff/sign-in" replace />;
  if (me.error) {
    return (
      <p role="alert" className="p-6">
        The console could not reach the server. Check the connection and reload the page.
      </p>
    );
  }
  if (!me.data) return <p className="p-6">Loading…</p>;
  const { staff, sessionId } = me.data;
  if (screen === "") return <Navigate to={`/staff/${DEFAULT_SCREEN}`} replace />;

  const allowed = screens.filter((item) => can(staff.role, item.permission));
  const current = screens.find((item) => item.path === screen);
  const Screen = current ? screenComponents[current.path] : undefined;

  async function signOut() {
    setSigningOut(true);
    try {
      await staffAction("/sign-out");
    } finally {
      // The door's guest lists leave the device with the person signing out (decision 042).
      forgetDoorLists(localStorage);
      await navigate("/staff/sign-in", { replace: true });
    }
  }

  return (
    <>
      <header className="border-b border-stone-300 bg-river-900 text-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold">
            {resort.name} <span className="font-normal text-river-100">· Staff console</span>
          </p>
          <div className="flex items-center gap-3">
            <p className="text-sm">
              <span className="font-semibold">{staff.name}</span>{" "}
              <span className="text-river-100">({roleLabels[staff.role]})</span>
            </p>
            <button type="button" className={secondaryButton} onClick={signOut} disabled={signingOut}>
              Sign out
            </button>
          </div>
        </div>
        <nav aria-label="Console" className="mx-auto max-w-6xl px-4">
          <ul className="flex gap-1 overflow-x-auto">
            {allowed.map((item) => (
              <li key={item.path}>
                <Link
                  to={`/staff/${item.path}`}
                  aria-current={item.path === screen ? "page" : undefined}
                  className="block rounded-t-lg px-4 py-2.5 font-semibold text-river-50 hover:bg-river-800 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-white aria-[current=page]:bg-stone-100 aria-[current=page]:text-river-900"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        {!current || !Screen ? (
          <Message title="Page not found">There is no console page at this address.</Message>
        ) : !can(staff.role, current.permission) ? (
          <Message title="Not available to your role">
            Your role ({roleLabels[staff.role]}) does not allow the {current.label} page. Ask an owner if you need it.
          </Message>
        ) : (
          <Suspense fallback={<p>Loading…</p>}>
            <Screen me={staff} sessionId={sessionId} />
          </Suspense>
        )}
      </main>
    </>
  );
}

function Message({ title, children }: { title: string; children: string | string[] }) {
  return (
    <section aria-labelledby="console-message">
      <h1 id="console-message" className="text-2xl font-semibold">
        {title}
      </h1>
      <p className="mt-2">{children}</p>
    </section>
  );
}
