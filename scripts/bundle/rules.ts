/**
 * What a page may load before the visitor does anything: the budgets and the code that has to wait
 * until it is asked for. Read by the bundler's chunking (scripts/bundle/chunking.ts) and by the check
 * that fails the build (scripts/bundle/first-load.ts). See docs/decisions/016.
 */

/**
 * Shared code. What of it the home page loads at start is one chunk, `site`, unless it reaches code
 * that must load on demand; a feature's code (`app/features/<name>/`) goes with the routes that use it.
 */
export const SHARED_FOLDERS: readonly string[] = ["app/components/", "app/lib/", "content/", "domain/"];

/** The libraries every page runs: one chunk of their own, cached across releases of the site's code. */
export const FRAMEWORK_PACKAGES: readonly string[] = ["react", "react-dom", "scheduler", "react-router"];

export interface OnDemandRule {
  /** An npm package name, or a module path relative to the repository root. */
  module: string;
  /** When the code loads instead. */
  loads: string;
}

/** Code no page may load before the visitor asks for it. */
export const ON_DEMAND: readonly OnDemandRule[] = [
  { module: "zod", loads: "with a form's first check (docs/decisions/012)" },
  { module: "radix-ui", loads: "when a dialog or tabs open" },
  { module: "@radix-ui", loads: "when a dialog or tabs open" },
  { module: "@tanstack", loads: "with the code that fetches through the query client" },
  { module: "sonner", loads: "with the first toast" },
  { module: "pocketbase", loads: "when the gate access card nears the screen" },
  { module: "react-hook-form", loads: "with the form that uses it" },
  { module: "@hookform", loads: "with the form that uses it" },
  { module: "app/features/chat/chat-panel.tsx", loads: "when the chat opens" },
];

export interface PageBudget {
  /** First-load script, gzip -9, in KB (1024 bytes). */
  kb: number;
}

/** Every public page. */
export const PAGE_BUDGET: PageBudget = { kb: 150 };

/** Pages with a budget of their own, by the route module that renders them. */
export const ROUTE_BUDGETS: Record<string, PageBudget> = {
  // The front page: most visits start here.
  "app/routes/home.tsx": { kb: 130 },
};

/** The npm package a module id belongs to (`@scope/name` or `name`), or null for the site's own code. */
export function packageOf(module: string): string | null {
  const parts = module.split("/");
  const at = parts.lastIndexOf("node_modules");
  if (at < 0) return null;
  const first = parts[at + 1];
  if (!first) return null;
  return first.startsWith("@") ? `${first}/${parts[at + 2] ?? ""}` : first;
}

/** The rule a module (root-relative id) falls under, if it must load on demand. */
export function onDemandRule(module: string): OnDemandRule | undefined {
  const pkg = packageOf(module);
  return ON_DEMAND.find((rule) =>
    pkg === null ? module === rule.module : pkg === rule.module || pkg.startsWith(`${rule.module}/`),
  );
}
