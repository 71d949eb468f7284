import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteChunking } from "./scripts/bundle/chunking.ts";
import { keepServerBuild } from "./scripts/bundle/keep-server-build.ts";
import { routeFilesFor } from "./scripts/bundle/pages.ts";
import { reactRouterProductionBuild } from "./scripts/bundle/react-router-production.ts";

// Chunks by folder, not by a list of modules (scripts/bundle/chunking.ts, docs/decisions/016).
const chunking = siteChunking(routeFilesFor("/"));

export default defineConfig({
  plugins: [
    keepServerBuild(`${process.env.BUILD_DIR ?? "build"}/renderer`),
    tailwindcss(),
    reactRouter(),
    chunking.plugin,
    reactRouterProductionBuild(),
  ],
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  server: { host: "127.0.0.1" },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: chunking.groups } } },
  },
});
