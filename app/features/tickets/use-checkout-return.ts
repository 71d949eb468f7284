import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

export type CheckoutReturn = { kind: "success"; sessionId: string | null } | { kind: "canceled" };

const RETURN_PARAMS = ["success", "canceled", "session_id"];

/**
 * Reads the checkout provider's return flags (success=true / canceled=true) once, then
 * replaces the URL with a clean one so a reload or a shared link shows no stale banner.
 * Pages are prerendered, so this runs after hydration, never during render.
 */
export function useCheckoutReturn(): [CheckoutReturn | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [value, setValue] = useState<CheckoutReturn | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const found: CheckoutReturn | null =
      params.get("success") === "true"
        ? { kind: "success", sessionId: params.get("session_id") }
        : params.get("canceled") === "true"
          ? { kind: "canceled" }
          : null;
    if (!found) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the flags are kept once, as the URL is cleaned of them.
    setValue(found);
    for (const name of RETURN_PARAMS) params.delete(name);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate]);

  return [value, () => setValue(null)];
}
