import { config, z } from "zod";

// The site's Content-Security-Policy forbids eval. Before compiling its fast object parsers zod
// probes for eval with `new Function`, which the browser reports as a CSP violation on every
// page; parsing without that compilation is plenty fast for forms. Every domain and content
// module imports z from here, so this runs before any schema parses. It calls `config` rather
// than `z.config` because the build treats calls on `z` as pure (vite.config.ts) and would drop it.
if (typeof document !== "undefined") config({ jitless: true });

export { z };
