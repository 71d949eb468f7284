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
        // Every icon would otherwise be a chunk of its own: a page asked for some 35 scripts before
        // its stylesheet, and on a phone's connection the requests, not the bytes, held back the
        // first paint.
        codeSplitting: { groups: [{ name: "icons", test: /node_modules[\\/]lucide-react/ }] },
      },
    },
  },
});
