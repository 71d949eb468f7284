import type { Route } from "./+types/book-now";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Book Now" }];
}

export default function Page() {
  return (
    <main>
      <h1>Book Now</h1>
    </main>
  );
}
