import { useEffect } from "react";
import { useModuleOnDemand } from "#app/lib/use-module-on-demand.ts";

const loadWidget = () => import("./chat-widget.tsx");

/**
 * The assistant's button and its prompt load right after the page has hydrated, not before: no
 * first paint or hydration waits for them, and a button floating over the page moves nothing when
 * it appears. The prompt's delay counts from then.
 */
export function ChatLauncher() {
  const [widget, requestWidget] = useModuleOnDemand(loadWidget);
  useEffect(() => {
    void requestWidget();
  }, [requestWidget]);
  return widget ? <widget.ChatWidget /> : null;
}
