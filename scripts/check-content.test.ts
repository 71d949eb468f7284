import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of what the check reads (content, domain, the script), with `edit` applied to one content file. */
function treeWith(file?: string, edit?: (source: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), "content-check-"));
  copies.push(dir);
  const typeScriptOnly = (path: string) => !path.includes(join("content", "images"));
  cpSync("content", join(dir, "content"), { recursive: true, filter: typeScriptOnly });
  cpSync("domain", join(dir, "domain"), { recursive: true });
  cpSync("scripts/check-content.ts", join(dir, "scripts/check-content.ts"));
  cpSync("package.json", join(dir, "package.json"));
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"), "dir");
  if (file && edit) {
    const path = join(dir, "content", file);
    const source = readFileSync(path, "utf8");
    const edited = edit(source);
    expect(edited).not.toBe(source);
    writeFileSync(path, edited);
  }
  return dir;
}

function check(dir: string) {
  const run = spawnSync(process.execPath, ["scripts/check-content.ts"], { cwd: dir, encoding: "utf8" });
  return { status: run.status, stderr: run.stderr };
}

describe("the content check that starts npm run build", () => {
  it("is the build's first step", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.build?.startsWith("node scripts/check-content.ts && ")).toBe(true);
  });

  it("passes the content as it is", () => {
    expect(check(treeWith())).toEqual({ status: 0, stderr: "" });
  });

  it("exits non-zero, naming the fact, when a value breaks its rule", () => {
    const brokenEmail = check(
      treeWith("resort.ts", (source) => source.replace('"frontdesk@example.com"', '"frontdesk"')),
    );
    expect(brokenEmail.status).toBe(1);
    expect(brokenEmail.stderr).toMatch(/content resort\.email\.value: /);

    const missingAlt = check(
      treeWith("restaurant.ts", (source) => source.replace(', alt: "Pique Nique restaurant logo"', "")),
    );
    expect(missingAlt.status).toBe(1);
    expect(missingAlt.stderr).toMatch(/content restaurant\.logo\.alt: /);
  });
});
