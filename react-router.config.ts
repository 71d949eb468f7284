import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/routes.ts";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;
