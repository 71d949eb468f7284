import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  server: { host: "127.0.0.1" },
  build: {
    assetsInlineLimit: 0,
    // Schemas are built at module load with calls the bundler cannot prove free of side effects;
    // declaring zod's builders pure lets a page ship only the schemas it actually uses.
    rolldownOptions: { treeshake: { manualPureFunctions: ["z"] } },
  },
});
