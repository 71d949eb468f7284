import { useCallback, useState } from "react";

/**
 * A module the page needs only after the visitor asks for something (a dialog, say): `load`
 * fetches it once and the component re-renders with it. By hand rather than React.lazy, whose
 * Suspense reveal React delays with a timer.
 */
export function useModuleOnDemand<T>(load: () => Promise<T>): [T | null, () => Promise<T>] {
  const [module, setModule] = useState<T | null>(null);
  const request = useCallback(async () => {
    const loaded = await load();
    setModule(() => loaded);
    return loaded;
  }, [load]);
  return [module, request];
}
