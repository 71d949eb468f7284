import { cpSync, rmSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * With `ssr: false` React Router prerenders the pages with its server build, then deletes it. The
 * server renders the pages whose content staff publish with that same build (server/pages/,
 * docs/decisions/047), so a copy is kept in `target` as soon as it is written, before the deletion.
 */
export function keepServerBuild(target: string): Plugin {
  return {
    name: "resort:keep-server-build",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle: {
      order: "pre",
      sequential: true,
      handler(options) {
        if (!options.dir) throw new Error("The server build has no output folder to keep");
        rmSync(target, { recursive: true, force: true });
        cpSync(options.dir, target, { recursive: true });
      },
    },
  };
}
