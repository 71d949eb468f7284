import type { Route } from "./+types/pique-nique";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Pique Nique" }];
}

export default function Page() {
  return (
    <main>
      <h1>Pique Nique</h1>
    </main>
  );
}
