import type { Route } from "./+types/christmas-lights";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Christmas Lights" }];
}

export default function Page() {
  return (
    <main>
      <h1>Christmas Lights</h1>
    </main>
  );
}
