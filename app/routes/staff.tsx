import { lazy, Suspense } from "react";

/**
 * Loaded only when asked for: every public page's route manifest lists this module's imports, so it
 * imports nothing of the console itself.
 */
const StaffConsole = lazy(() => import("#app/staff/console.tsx"));

export function meta() {
  return [{ title: "Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

/** The staff console: drawn in the browser (never prerendered), its screens in chunks of their own. */
export default function StaffRoute() {
  return (
    <Suspense fallback={<p className="p-6">Loading…</p>}>
      <StaffConsole />
    </Suspense>
  );
}
