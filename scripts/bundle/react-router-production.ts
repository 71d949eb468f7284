import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/**
 * React Router's package exports name only its development build, for production too
 * (remix-run/react-router#14102): the browser build takes the production build it ships
 * alongside, without the development warnings. Both entry points the app and React Router's own
 * entry use are redirected, so the page never holds two copies of the router.
 */
export function reactRouterProductionBuild(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist", "production");
  const targets: Record<string, string> = {
    "react-router": join(dist, "index.mjs"),
    "react-router/dom": join(dist, "dom-export.mjs"),
  };
  for (const target of Object.values(targets)) {
    if (!existsSync(target)) throw new Error(`React Router's production build moved: ${target} is missing`);
  }
  return {
    name: "resort:react-router-production",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => targets[source],
  };
}
