import type { Route } from "./+types/gallery";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Gallery" }];
}

export default function Page() {
  return (
    <main>
      <h1>Gallery</h1>
    </main>
  );
}
