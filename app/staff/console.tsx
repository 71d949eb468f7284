import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { StaffShell } from "./shell.tsx";

const SignInScreen = lazy(() => import("./sign-in/sign-in-screen.tsx"));
const EnrolScreen = lazy(() => import("./enrol/enrol-screen.tsx"));

/**
 * The console under /staff: sign-in and enrolment stand alone; every other path is a screen inside
 * the signed-in shell. Each screen is a chunk of its own, loaded when first opened.
 */
export default function StaffConsole() {
  const { pathname } = useLocation();
  const screen = pathname.replace(/^\/staff\/?/, "").replace(/\/$/, "");
  return (
    <div className="min-h-dvh bg-stone-100 text-stone-900">
      <Suspense fallback={<p className="p-6">Loading…</p>}>
        {screen === "sign-in" ? (
          <SignInScreen />
        ) : screen === "enrol" ? (
          <EnrolScreen />
        ) : (
          <StaffShell screen={screen} />
        )}
      </Suspense>
    </div>
  );
}
