import { useQuery } from "@tanstack/react-query";
import { gateAccessSchema, type GateAccess } from "#domain/auth.ts";
import { ApiRequestError, getJson } from "#app/lib/api-client.ts";
import { pocketbase } from "#app/lib/pocketbase.ts";

/** The open status is recomputed every 60 seconds. */
const GATE_REFRESH_MS = 60_000;

class GateRefused extends Error {}

async function fetchGateAccess(): Promise<GateAccess> {
  const store = pocketbase().authStore;
  try {
    return await getJson("/api/gate-access", gateAccessSchema, {
      headers: { Authorization: store.token },
      cache: "no-store",
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      store.clear();
      throw new GateRefused("Your session has ended. Please sign in again.");
    }
    if (error instanceof ApiRequestError && error.status === 403 && error.serverMessage)
      throw new GateRefused(error.serverMessage);
    throw new Error("The gate status could not be loaded. Please try again.");
  }
}

/** The server decides whether the restaurant is open and only then sends the code. */
export function useGateAccess(guestId: string) {
  return useQuery({
    queryKey: ["gate-access", guestId],
    queryFn: fetchGateAccess,
    refetchInterval: GATE_REFRESH_MS,
    staleTime: 0,
    gcTime: 0,
    retry: (failures, error) => !(error instanceof GateRefused) && failures < 3,
  });
}
