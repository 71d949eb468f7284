import { z } from "zod";
// Sets zod's configuration for the Content-Security-Policy, once for both forms of zod.
import "./zod-mini.ts";

export { z };
