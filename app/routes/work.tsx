import type { Route } from "./+types/work";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Work" }];
}

export default function Page() {
  return (
    <main>
      <h1>Work</h1>
    </main>
  );
}
