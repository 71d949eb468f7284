import { weeklyHoursSchema } from "../content/schemas.ts";
import { z } from "./zod.ts";

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
