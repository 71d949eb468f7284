import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  server: { host: "127.0.0.1" },
  build: { assetsInlineLimit: 0 },
});
