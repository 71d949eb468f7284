import type { Route } from "./+types/event-detail";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Event" }];
}

export default function Page() {
  return (
    <main>
      <h1>Event</h1>
    </main>
  );
}
