import { QueryClient } from "@tanstack/react-query";

/** The spec's data cache: unused data kept 5 minutes, 3 retries (TanStack's defaults, stated so they stay). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * 60_000, retry: 3 },
    },
  });
}
