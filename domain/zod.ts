import { z } from "zod";

// The site's Content-Security-Policy forbids eval. Before compiling its fast object parsers zod
// probes for eval with `new Function`, which the browser reports as a CSP violation on every
// page; parsing without that compilation is plenty fast for forms. Every schema module imports
// z from here, so this runs before any schema parses.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
