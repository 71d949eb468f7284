import { useEffect, useState } from "react";

/**
 * The token of a mailed account link (reset password, verify email): undefined until read, null
 * when the link had none. Read after mounting, since the page is prerendered without it.
 */
export function useLinkToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get("token")), []);
  return token;
}
