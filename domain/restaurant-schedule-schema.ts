import { z } from "./zod.ts";

// Not in content/schemas.ts, whose every schema the browser would build to check one answer.
const hourSchema = z.number().int().min(0).max(24);
/** Opening hours per weekday (0 = Sunday). `null` means closed all day. Open is inclusive, close exclusive. */
export const weeklyHoursSchema = z
  .array(z.object({ day: z.string(), hours: z.object({ open: hourSchema, close: hourSchema }).nullable() }))
  .length(7);

const dayHours = z.object({ open: z.number().int(), close: z.number().int() });

export const hoursExceptionSchema = z.object({
  date: z.iso.date(),
  hours: dayHours.nullable(),
  note: z.string(),
});

/** What `GET /api/restaurant/hours` answers: the week staff set and the exceptions from today on. */
export const restaurantScheduleAnswer = z.object({
  weekly: weeklyHoursSchema,
  exceptions: z.array(hoursExceptionSchema),
});
