import { useEffect, useRef, useState } from "react";

export type FeedState = "connecting" | "live" | "stopped";

/**
 * Listens to the inbox's live feed (server-sent events) and calls `onChange` when a lead arrives
 * or changes anywhere. The browser reconnects by itself after a dropped connection; a refused one
 * (the session ended) stops the feed.
 */
export function useLeadFeed(onChange: () => void): FeedState {
  const [state, setState] = useState<FeedState>("connecting");
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const source = new EventSource("/api/staff/inbox/events");
    let seen: string | undefined;
    const revision = (event: Event) =>
      event instanceof MessageEvent && typeof event.data === "string"
        ? (JSON.parse(event.data) as { revision: string }).revision
        : undefined;
    source.addEventListener("ready", (event) => {
      const current = revision(event);
      // After a reconnect, anything that changed while the feed was away is news.
      if (seen !== undefined && current !== seen) latest.current();
      seen = current;
      setState("live");
    });
    source.addEventListener("leads", (event) => {
      seen = revision(event);
      latest.current();
    });
    source.addEventListener("error", () =>
      setState(source.readyState === EventSource.CLOSED ? "stopped" : "connecting"),
    );
    return () => source.close();
  }, []);
  return state;
}
