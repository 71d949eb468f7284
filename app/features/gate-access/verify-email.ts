import type { FormStatus } from "#app/components/ui/form-status.tsx";
import { users } from "#app/lib/pocketbase.ts";
import { authMessages } from "#domain/auth.ts";

/** Confirms the address of a mailed verification link; what the page then says. */
export async function confirmEmail(token: string | null): Promise<FormStatus> {
  if (!token) return { kind: "error", text: authMessages.verificationTokenInvalid };
  try {
    await users().confirmVerification(token);
    return { kind: "success", text: authMessages.verificationComplete };
  } catch {
    return { kind: "error", text: authMessages.verificationTokenInvalid };
  }
}
