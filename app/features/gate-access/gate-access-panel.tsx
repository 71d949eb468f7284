import { Tabs } from "radix-ui";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { authMessages } from "#domain/auth.ts";
import { pocketbase } from "#app/lib/pocketbase.ts";
import { QueryProvider } from "#app/lib/query-client.tsx";
import { RegisterForm } from "./register-form.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { SignedInPanel } from "./signed-in-panel.tsx";
import { StatusBanner, type FormStatus } from "#app/components/ui/form-status.tsx";
import { useSession } from "./use-session.ts";

/** The logout message lasts 3 seconds. */
export const LOGOUT_MESSAGE_MS = 3000;

const tabClass =
  "flex-1 rounded-full px-4 py-2 text-sm font-semibold text-stone-700 transition-colors hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-river-600 data-[state=active]:bg-white data-[state=active]:text-river-900 data-[state=active]:shadow";

/** Sign in or register to see the restaurant's gate code; signed in, the code (while open) or when it next opens. */
export function GateAccessPanel({ pending }: { pending: ReactNode }) {
  return (
    <QueryProvider>
      <SessionPanel pending={pending} />
    </QueryProvider>
  );
}

function SessionPanel({ pending }: { pending: ReactNode }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<FormStatus>({ kind: "idle" });
  const [tab, setTab] = useState("sign-in");
  const logoutTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(logoutTimer.current), []);

  const logout = () => {
    pocketbase().authStore.clear();
    queryClient.removeQueries({ queryKey: ["gate-access"] });
    setTab("sign-in");
    setStatus({ kind: "success", text: authMessages.logoutSuccess });
    window.clearTimeout(logoutTimer.current);
    logoutTimer.current = window.setTimeout(
      () =>
        setStatus((shown) =>
          shown.kind !== "idle" && shown.text === authMessages.logoutSuccess ? { kind: "idle" } : shown,
        ),
      LOGOUT_MESSAGE_MS,
    );
  };

  return (
    <div className="space-y-5">
      <StatusBanner status={status} />
      {session.state === "checking" ? (
        pending
      ) : session.state === "signed-in" ? (
        <SignedInPanel guest={session.guest} onLogout={logout} />
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => {
            setTab(value);
            setStatus({ kind: "idle" });
          }}
        >
          <Tabs.List aria-label="Sign in or register" className="mb-5 flex gap-1 rounded-full bg-stone-100 p-1">
            <Tabs.Trigger value="sign-in" className={tabClass}>
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClass}>
              Register
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="sign-in" className="focus-visible:outline-2 focus-visible:outline-river-600">
            <SignInForm onStatus={setStatus} />
          </Tabs.Content>
          <Tabs.Content value="register" className="focus-visible:outline-2 focus-visible:outline-river-600">
            <RegisterForm onStatus={setStatus} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}
