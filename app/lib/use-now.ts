import { useEffect, useEffectEvent, useState } from "react";

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
    // eslint-disable-next-line react-hooks/set-state-in-effect -- hydration renders the build's instant; the real one follows.
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * What `read` makes of the current time (a year, an event's run), checked each minute like
 * `useNow`, but the component renders again only when that answer changes. A whole page or
 * footer that asked `useNow` rendered a second time as it hydrated, only to find the build's
 * instant and the real one gave the same answer. After any render (new props included) the
 * answer is checked against the real time, so it is never the build's for longer than a frame.
 */
export function useClock<T>(read: (now: Date) => T, same: (a: T, b: T) => boolean = Object.is): T {
  const [now, setNow] = useState(BUILD_TIME);
  const answer = read(now);
  const check = useEffectEvent(() => {
    const real = new Date();
    if (!same(read(real), answer)) setNow(real);
  });
  // eslint-disable-next-line react-hooks/set-state-in-effect -- hydration renders the build's instant; the real one follows.
  useEffect(() => check());
  useEffect(() => {
    const timer = setInterval(() => check(), 60_000);
    return () => clearInterval(timer);
  }, []);
  return answer;
}
