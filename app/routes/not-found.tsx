import type { Route } from "./+types/not-found";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Oops! Page not found" }];
}

export default function Page() {
  return (
    <main>
      <h1>Oops! Page not found</h1>
    </main>
  );
}
