import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/routes.ts";

export default {
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
