import type { FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * A screen's filters kept in the address, so a view can be shared and the back button works.
 * `query` holds the filters the API understands; `apply` reads them from a submitted search form;
 * `linkWith` makes a link to the same view with some parameters changed (null removes one).
 * Not useSearchParams: it would add to the router code every public page loads.
 */
export function useAddressFilters(names: readonly string[], formNames: readonly string[] = names) {
  const params = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const query = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const toLink = (next: URLSearchParams) => (next.size ? `?${next}` : "?");

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of formNames) {
      const value = form.get(name);
      if (typeof value === "string" && value.trim()) next.set(name, value.trim());
    }
    void navigate(toLink(next));
  }

  function linkWith(changes: Record<string, string | null>): string {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    return toLink(next);
  }

  /** The API path with the filters as its query. */
  const path = (base: string) => (query.size ? `${base}?${query}` : base);

  return { params, query, apply, linkWith, path, navigate };
}
