/** `npm start`: build when the sources are newer than the build, then run the server (`--build-only` stops after the build). */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = [
  "app",
  "content",
  "domain",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
  "scripts/bundle",
  "scripts/build-finish.ts",
];
const STAMP = `${process.env.BUILD_DIR ?? "build"}/csp-hashes.json`;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

if (!existsSync(STAMP) || newestMtime(STAMP) < Math.max(...SOURCES.map(newestMtime))) {
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes("--build-only")) await import("#server/main.ts");
