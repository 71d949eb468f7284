import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { useModuleOnDemand } from "#app/lib/use-module-on-demand.ts";
import { useNearViewport } from "#app/lib/use-near-viewport.ts";
import { GATE_ACCESS_ID } from "./gate-access-section.tsx";
import { onDemand } from "#app/lib/on-demand.ts";

/**
 * The sign-in and register forms, their validation, the auth SDK and the query cache are most of
 * the restaurant page's script, and the card sits at the bottom of it: they load when the card
 * comes within a screen of the viewport, or at once when the visitor arrives at #gate-access.
 */
const loadPanel = onDemand(() => import("./gate-access-panel.tsx"));

const sessionPending = <p className="text-stone-700">Checking your session…</p>;

export function GateAccessCard() {
  const { hash } = useLocation();
  const placeholder = useRef<HTMLDivElement>(null);
  const [panel, requestPanel] = useModuleOnDemand(loadPanel);
  const [failed, setFailed] = useState(false);

  const near = useNearViewport(placeholder, "100% 0px");
  const wanted = near || hash === `#${GATE_ACCESS_ID}`;

  useEffect(() => {
    if (wanted && !panel && !failed) requestPanel().catch(() => setFailed(true));
  }, [wanted, panel, failed, requestPanel]);

  if (panel) return <panel.GateAccessPanel pending={sessionPending} />;
  return (
    <div ref={placeholder}>
      {failed ? (
        <LoadFailed
          message="The sign-in form could not load. Check your connection and try again."
          onRetry={() => setFailed(false)}
        />
      ) : (
        sessionPending
      )}
    </div>
  );
}
