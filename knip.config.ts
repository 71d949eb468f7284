import type { KnipConfig } from "knip";

export default {
  // Besides what the plugins find (package.json scripts, React Router's routes, Vite, Vitest and
  // Playwright configs and their tests): the server, and the scripts run by hand.
  entry: ["server/main.ts", "scripts/**/*.ts"],
  project: ["**/*.{ts,tsx,css}"],
  // Tailwind arrives through the stylesheet's `@import "tailwindcss"`.
  compilers: {
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join("\n"),
  },
  // System programs, installed with the operating system's packages.
  ignoreBinaries: ["su", "apt-get"],
} satisfies KnipConfig;
