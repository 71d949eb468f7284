import * as zMini from "zod/mini";

// The site's Content-Security-Policy forbids eval, in its pages and in its workers. Before
// compiling its fast object parsers zod probes for eval with `new Function`, which the browser
// reports as a CSP violation each time; parsing without that compilation is plenty fast for the
// browser's few answers and forms. Every zod import in the project passes through this module
// (./zod.ts imports it), so this runs before any schema parses.
if (typeof document !== "undefined" || "WorkerGlobalScope" in globalThis) zMini.config({ jitless: true });

/**
 * zod's tree-shakable form, for a schema bundled where its size counts: the worker that checks the
 * restaurant's live hours carries only the checks they use, about 10 KB gzip, where importing
 * classic z anywhere brings all of it (25 KB).
 */
export { zMini };
