import { z } from "zod";

// The site's Content-Security-Policy forbids eval, in its pages and in its workers. Before
// compiling its fast object parsers zod probes for eval with `new Function`, which the browser
// reports as a CSP violation each time; parsing without that compilation is plenty fast for the
// browser's few answers and forms. Every schema module imports z from here, so this runs before
// any schema parses.
if (typeof document !== "undefined" || "WorkerGlobalScope" in globalThis) z.config({ jitless: true });

export { z };
