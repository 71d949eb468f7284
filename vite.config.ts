import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  server: { host: "127.0.0.1" },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Left alone, every icon and every small shared module is a chunk of its own: a page asked
        // for some 35 scripts, and on a phone's connection the requests, not the bytes, held back
        // the first paint. The site group is the layout, content and plain domain code that every
        // page uses; it must not take in a module that imports zod or radix (see
        // docs/decisions/012), or every page would load them.
        codeSplitting: {
          groups: [
            { name: "icons", test: /node_modules[\\/]lucide-react/ },
            {
              name: "site",
              test: /[\\/](app[\\/](lib[\\/](seo|structured-data|use-now|use-module-on-demand|use-near-viewport|analytics)|components[\\/](layout[\\/][a-z-]+|ui[\\/](picture|form-field|form-on-demand|form-status|load-failed|toaster|toast-settings)))|content[\\/](?!schemas|validate)[a-z-]+|domain[\\/](event-dates|hours|calendar|chat|contact|newsletter|form-fields))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
