import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Every file below `dir`, as a `/`-separated path relative to it, sorted; none when `dir` is missing. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}
