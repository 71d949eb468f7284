import type { z } from "#domain/zod.ts";

/**
 * What the walks over a schema read of zod 4's definitions (`schema._zod.def`), which keep what
 * JSON Schema loses: the `fact` wrapper, a union's discriminator, field names and checks.
 */
export interface SchemaDefinition {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  entries?: Record<string, string | number>;
  values?: (string | number)[];
  discriminator?: string;
  format?: string;
  checks?: { _zod: { def: CheckDefinition } }[];
}

interface CheckDefinition {
  check: string;
  length?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}

export const definitionOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as SchemaDefinition;

/**
 * The value of a `fact` (domain/content/schemas.ts): a union of the value and a draft(...) or
 * placeholder(...) mark around it; null for any other union.
 */
export function factValue(options: readonly z.core.$ZodType[]): z.core.$ZodType | null {
  const [plain, marked] = options;
  if (options.length !== 2 || !plain || !marked) return null;
  const shape = definitionOf(marked).shape;
  if (!shape || Object.keys(shape).sort().join() !== "status,value") return null;
  return shape.value ?? null;
}
