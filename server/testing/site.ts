import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** A built site in a temporary directory, as the build writes it: file path under the site → contents. Returns its root. */
export function writeSite(files: Record<string, string>): string {
  const root = join(mkdtempSync(join(tmpdir(), "resort-site-")), "client");
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contents);
  }
  return root;
}
