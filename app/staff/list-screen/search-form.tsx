import { createContext, useContext, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { SelectField, TextField } from "#app/components/ui/form-field.tsx";
import { panel, primaryButton, secondaryButton } from "#app/staff/ui.ts";

/** The search form of a list screen; its fields are the filter fields below. */
export interface Search {
  /** The form's name, as a screen reader lists the page's search regions. */
  label: string;
  /** The submit button's text. */
  submit: string;
  fields: ReactNode;
  /** Filters folded away under "More filters", which says how many of them are on. */
  more?: { names: readonly string[]; fields: ReactNode };
  /** The text of a link that clears every filter. */
  clear?: string;
  /** The list as a file, for a role that may have it. */
  download?: { label: string; href: string } | null;
}

interface FilterAddress {
  /** Starts each field's id: "guests" makes "guests-q". */
  idPrefix: string;
  params: URLSearchParams;
}

const FilterAddressContext = createContext<FilterAddress>({ idPrefix: "", params: new URLSearchParams() });

/** The address the search form's fields take their values from, and how their ids start. */
export function useFilterAddress(): FilterAddress {
  return useContext(FilterAddressContext);
}

interface SearchFormProps {
  search: Search;
  idPrefix: string;
  params: URLSearchParams;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  clearLink: string;
}

export function SearchForm({ search, idPrefix, params, onSubmit, clearLink }: SearchFormProps) {
  const on = search.more?.names.filter((name) => params.get(name)).length ?? 0;
  return (
    <FilterAddressContext value={{ idPrefix, params }}>
      <form role="search" aria-label={search.label} onSubmit={onSubmit} className={panel}>
        <div className="flex flex-wrap items-end gap-3">
          {search.fields}
          <button type="submit" className={primaryButton}>
            {search.submit}
          </button>
          {search.clear ? (
            <Link to={clearLink} className={secondaryButton}>
              {search.clear}
            </Link>
          ) : null}
          {search.download ? (
            <a href={search.download.href} download className={secondaryButton}>
              {search.download.label}
            </a>
          ) : null}
        </div>
        {search.more ? (
          <details open={on > 0} className="mt-3">
            <summary className="cursor-pointer font-semibold text-river-800">
              More filters{on > 0 ? ` (${on} on)` : ""}
            </summary>
            <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{search.more.fields}</div>
          </details>
        ) : null}
      </form>
    </FilterAddressContext>
  );
}

interface FilterProps {
  /** The address parameter the field sets. */
  name: string;
  label: string;
}

/** A typed filter; a search box takes the room the others leave. */
export function TextFilter({
  name,
  label,
  type = "search",
  placeholder,
}: FilterProps & { type?: "search" | "text" | "email" | "date"; placeholder?: string }) {
  const { idPrefix, params } = useFilterAddress();
  return (
    <TextField
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      type={type}
      placeholder={placeholder}
      defaultValue={params.get(name) ?? ""}
      className={type === "search" ? "min-w-0 flex-1 basis-64" : "min-w-0 flex-1 basis-44"}
    />
  );
}

/** A filter chosen from a list; `any`, the first choice, filters nothing. */
export function ChoiceFilter({
  name,
  label,
  any,
  choices,
}: FilterProps & { any: string; choices: readonly { value: string; label: string }[] }) {
  const { idPrefix, params } = useFilterAddress();
  return (
    <SelectField
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      placeholder={any}
      defaultValue={params.get(name) ?? ""}
      options={choices}
    />
  );
}

/** A filter that is on or off ("1" in the address when on). */
export function CheckFilter({ name, label }: FilterProps) {
  const { params } = useFilterAddress();
  return (
    <label className="flex min-h-11 items-center gap-2 self-end font-semibold">
      <input type="checkbox" name={name} value="1" defaultChecked={params.get(name) === "1"} className="size-5" />
      {label}
    </label>
  );
}
