import type { Route } from "./+types/policy";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Policy" }];
}

export default function Page() {
  return (
    <main>
      <h1>Policy</h1>
    </main>
  );
}
