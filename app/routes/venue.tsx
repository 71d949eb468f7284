import type { Route } from "./+types/venue";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Venue" }];
}

export default function Page() {
  return (
    <main>
      <h1>Venue</h1>
    </main>
  );
}
