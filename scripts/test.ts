/** `npm test`: unit and server tests, then a fresh build, then the browser tests. */
import { spawnSync } from "node:child_process";

const steps: [string, string[]][] = [
  ["npm", ["run", "typecheck"]],
  ["npx", ["vitest", "run"]],
  ["npm", ["run", "build"]],
  ["npx", ["playwright", "test"]],
];

for (const [command, args] of steps) {
  console.log(`\n> ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\nFailed: ${command} ${args.join(" ")}`);
    process.exit(result.status ?? 1);
  }
}
