import { redirect } from "react-router";
import type { Route } from "./+types/legacy-redirect";
import { redirects } from "#content/routes.ts";

/** Old or short paths (the server answers a direct load with a 301); in-app links land on the same page. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  throw redirect(redirects[new URL(request.url).pathname] ?? "/");
}

export default function LegacyRedirect() {
  return null;
}
