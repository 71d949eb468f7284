import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import routes from "#app/routes.ts";

const ROOT_ROUTE = "app/root.tsx";

/** The route modules (root-relative) that render a path, from the root route down. */
export function routeFilesFor(path: string, config: readonly RouteConfigEntry[] = routes): string[] {
  const toObject = (entry: RouteConfigEntry): RouteObject & { file: string } =>
    entry.index
      ? { index: true, path: entry.path, file: entry.file }
      : { path: entry.path, file: entry.file, children: entry.children?.map(toObject) };
  const matches = matchRoutes(config.map(toObject), path);
  if (!matches) throw new Error(`no route renders ${path}`);
  return [ROOT_ROUTE, ...matches.map((match) => `app/${(match.route as { file: string }).file}`)];
}
