import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

/** The data cache: unused data kept 5 minutes, 3 retries (TanStack's defaults, stated so they stay). */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * 60_000, retry: 3 },
    },
  });
}

let browserClient: QueryClient | null = null;

/**
 * Wraps the code that fetches (the gate access card, the ticket panel's live form, the order after
 * checkout), each loaded on demand, so no page loads the query library before it is needed. In the
 * browser they all share one client, keeping the cache across navigations; each prerender gets its own.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = typeof document === "undefined" ? createQueryClient() : (browserClient ??= createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
