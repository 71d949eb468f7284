import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/_site.tsx", [
    index("routes/home.tsx"),
    route("book-now", "routes/book-now.tsx"),
    route("christmas-lights", "routes/christmas-lights.tsx"),
    route("pique-nique", "routes/pique-nique.tsx"),
    route("venue", "routes/venue.tsx"),
    route("events", "routes/events.tsx"),
    route("events/:eventId", "routes/event-detail.tsx"),
    route("work", "routes/work.tsx"),
    route("gallery", "routes/gallery.tsx"),
    ...["privacy-policy", "terms-of-service", "cancellation-policy", "accessibility"].map((slug) =>
      route(slug, "routes/policy.tsx", { id: `policy-${slug}` }),
    ),
    route("reset-password", "routes/reset-password.tsx"),
    route("verify-email", "routes/verify-email.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Outside the layout: a redirect shows nothing, and with `ssr: false` every page under the layout,
  // whose loader reads the resort, must be prerendered.
  route("fall-fest-2025", "routes/legacy-redirect.tsx"),
  // The staff console: one route whose screens load on their own (app/staff/console.tsx), so the
  // public pages' route manifest grows by one entry, not one per screen.
  route("staff/*", "routes/staff.tsx"),
] satisfies RouteConfig;
