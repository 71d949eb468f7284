import { zMini as z } from "./zod-mini.ts";

// Not in content/schemas.ts, whose every schema the browser would build to check one answer; and
// in zod's tree-shakable form, since the worker that checks the live hours loads with the page.
const hourSchema = z.int().check(z.minimum(0), z.maximum(24));
/** Opening hours per weekday (0 = Sunday). `null` means closed all day. Open is inclusive, close exclusive. */
export const weeklyHoursSchema = z
  .array(z.object({ day: z.string(), hours: z.nullable(z.object({ open: hourSchema, close: hourSchema })) }))
  .check(z.length(7));

const dayHours = z.object({ open: z.int(), close: z.int() });

export const hoursExceptionSchema = z.object({
  date: z.iso.date(),
  hours: z.nullable(dayHours),
  note: z.string(),
});

/** What `GET /api/restaurant/hours` answers: the week staff set and the exceptions from today on. */
export const restaurantScheduleAnswer = z.object({
  weekly: weeklyHoursSchema,
  exceptions: z.array(hoursExceptionSchema),
});
