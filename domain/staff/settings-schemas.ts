/** The settings screen's payloads and answer, shared by the server and the console. */
import { hoursExceptionSchema, weeklyHoursSchema } from "#domain/restaurant-schedule-schema.ts";
import { z } from "#domain/zod.ts";
import { settingsMessages } from "./settings.ts";

/** A new gate code; none asks the server to choose one at random. */
export const gateCodeRequest = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{4}$/, settingsMessages.gateCodeDigits)
    .optional(),
});

/** A day's hours as the settings forms send them: open or closed, and the hours (whole hours of the clock). */
const dayForm = {
  status: z.enum(["open", "closed"]),
  open: z.coerce.number().int().min(0).max(23),
  close: z.coerce.number().int().min(1).max(24),
};

function closesAfterOpening(day: { status: "open" | "closed"; open: number; close: number }): boolean {
  return day.status === "closed" || day.close > day.open;
}
const closeAfterOpen = { message: settingsMessages.closeAfterOpen, path: ["close"] };

export const weeklyHoursRequest = z.strictObject({
  days: z.array(z.strictObject(dayForm).refine(closesAfterOpening, closeAfterOpen)).length(7),
});

export const hoursExceptionRequest = z
  .strictObject({
    date: z.iso.date(settingsMessages.dateRequired),
    ...dayForm,
    note: z.string().trim().min(1, settingsMessages.noteRequired).max(80),
  })
  .refine(closesAfterOpening, closeAfterOpen);

export const gateVerificationRequest = z.strictObject({ required: z.boolean() });

/** Whether a new subscriber confirms by a link mailed to them (double opt-in). */
export const doubleOptInRequest = z.strictObject({ required: z.boolean() });

export const settingsAnswer = z.object({
  gateCode: z.object({
    code: z.string(),
    /** Null while the code is still the one the configuration gave. */
    changedAt: z.string().nullable(),
    changedBy: z.string().nullable(),
  }),
  requireVerifiedEmail: z.boolean(),
  newsletterDoubleOptIn: z.boolean(),
  weekly: weeklyHoursSchema,
  exceptions: z.array(hoursExceptionSchema),
});
export type SettingsAnswer = z.infer<typeof settingsAnswer>;
