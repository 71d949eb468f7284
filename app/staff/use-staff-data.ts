import { useCallback, useEffect, useState } from "react";
import type { z } from "#domain/zod.ts";
import { staffGet } from "./api.ts";

export interface StaffData<T> {
  data: T | undefined;
  error: unknown;
  /**
   * What is shown answers an earlier path: the answer for the path asked now is on its way. A list
   * keeps showing the earlier rows meanwhile; one record should not pass for another.
   */
  stale: boolean;
  /** Fetches again, keeping what is shown until the answer arrives. */
  reload: () => void;
  /** Shows data a write answered with, as if it had been fetched. */
  replace: (data: T) => void;
}

/** GETs a staff API path (null: not now) and keeps its parsed answer; a newer answer always wins. */
export function useStaffData<T>(path: string | null, schema: z.ZodType<T>): StaffData<T> {
  const [state, setState] = useState<{ path?: string; data?: T; error?: unknown }>({});
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let current = true;
    staffGet(path, schema).then(
      (data) => current && setState({ path, data }),
      (error: unknown) => current && setState({ path, error }),
    );
    return () => {
      current = false;
    };
  }, [path, schema, version]);
  const reload = useCallback(() => setVersion((count) => count + 1), []);
  const replace = useCallback((data: T) => setState((shown) => ({ path: shown.path, data })), []);
  return { data: state.data, error: state.error, stale: state.path !== path, reload, replace };
}
