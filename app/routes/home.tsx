import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Home" }];
}

export default function Page() {
  return (
    <main>
      <h1>Home</h1>
    </main>
  );
}
