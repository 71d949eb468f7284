import { z } from "../domain/zod.ts";

/** A photo in content/images; `file` is its path there. Drop in a new file to replace a photo. */
export const imageSchema = z.object({
  file: z.string().regex(/^[a-z0-9/-]+\.(jpg|png)$/),
  alt: z.string().min(3),
});
export type ContentImage = z.infer<typeof imageSchema>;
