import type { Route } from "./+types/events";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Events" }];
}

export default function Page() {
  return (
    <main>
      <h1>Events</h1>
    </main>
  );
}
