import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `intervalMs`. Pages are prerendered, so the first render
 * (and hydration) uses the build's instant; the real time takes over right after mounting,
 * which keeps hydration consistent and dates never stale.
 */
declare const __BUILD_TIME__: string;
const BUILD_TIME = new Date(__BUILD_TIME__);

export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(BUILD_TIME);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
