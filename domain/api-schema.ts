import { z } from "./zod.ts";
import type { AcceptedAnswer } from "./api.ts";

export const acceptedAnswerSchema: z.ZodType<AcceptedAnswer> = z.object({ ok: z.literal(true) });
