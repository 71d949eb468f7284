import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { SelectField, TextField } from "#app/components/ui/form-field.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { can } from "#domain/staff/permissions.ts";
import { subscriberAnswer, subscribersAnswer } from "#domain/staff/people-schemas.ts";
import { staffPost } from "../api.ts";
import type { ScreenProps } from "../shell.tsx";
import { panel, primaryButton, resortTime, secondaryButton } from "../ui.ts";
import { useStaffData } from "../use-staff-data.ts";
import { ErasePerson } from "./erase-person.tsx";

const FILTERS = ["q", "status", "before"] as const;

/** The newsletter's subscribers: how many, who, since when; the CSV for the mailing tool; erasure on request. */
export default function SubscribersScreen({ me }: ScreenProps) {
  // Not useSearchParams: it would add to the router code every public page loads.
  const params = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const list = useStaffData(`/subscribers${query.size ? `?${query}` : ""}`, subscribersAnswer);
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ["q", "status"]) {
      const value = form.get(name);
      if (typeof value === "string" && value.trim()) next.set(name, value.trim());
    }
    void navigate(next.size ? `?${next}` : "?");
  }

  async function unsubscribe(id: number, email: string) {
    setProblem(null);
    try {
      await staffPost(`/subscribers/${id}/unsubscribe`, {}, subscriberAnswer);
      setMessage(`${email} will get no more newsletters.`);
      list.reload();
    } catch (error) {
      setProblem(errorText(error, "The change was not saved. Check the connection and try again."));
    }
  }

  const olderLink = (before: number) => {
    const next = new URLSearchParams(query);
    next.set("before", String(before));
    return `?${next}`;
  };
  const newestLink = () => {
    const next = new URLSearchParams(query);
    next.delete("before");
    return next.size ? `?${next}` : "?";
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Subscribers</h1>
        <p className="mt-1 text-stone-700">
          {list.data
            ? `${list.data.counts.subscribed} subscribed · ${list.data.counts.unsubscribed} unsubscribed`
            : "Loading…"}
        </p>
      </div>

      <form role="search" aria-label="Find subscribers" key={query.toString()} onSubmit={search} className={panel}>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            id="subscribers-q"
            name="q"
            label="Search addresses"
            type="search"
            defaultValue={params.get("q") ?? ""}
            className="min-w-0 flex-1 basis-64"
          />
          <SelectField
            id="subscribers-status"
            name="status"
            label="Status"
            placeholder="Everyone"
            defaultValue={params.get("status") ?? ""}
            options={[
              { value: "subscribed", label: "Subscribed" },
              { value: "unsubscribed", label: "Unsubscribed" },
            ]}
          />
          <button type="submit" className={primaryButton}>
            Search
          </button>
          {can(me.role, "exports.download") ? (
            <a href="/api/staff/subscribers/export.csv" download className={secondaryButton}>
              Download all as CSV
            </a>
          ) : null}
        </div>
      </form>

      <p role="status" className="text-sm text-river-800">
        {message}
      </p>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {problem}
        </p>
      ) : null}

      {list.error ? (
        <p role="alert">
          {errorText(list.error, "The subscribers could not load. Check the connection and try again.")}
        </p>
      ) : list.data ? (
        <div className="overflow-x-auto rounded-xl border border-stone-300 bg-white">
          <table className="w-full text-left">
            <caption className="sr-only">Subscribers, newest first</caption>
            <thead className="border-b border-stone-300 bg-stone-50 text-sm">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Email
                </th>
                <th scope="col" className="px-4 py-2">
                  Status
                </th>
                <th scope="col" className="px-4 py-2">
                  Signed up
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {list.data.subscribers.length === 0 ? (
                <tr>
                  <td colSpan={4} className="px-4 py-3">
                    No subscriber matches.
                  </td>
                </tr>
              ) : (
                list.data.subscribers.map((subscriber) => (
                  <tr key={subscriber.id}>
                    <td className="break-all px-4 py-2">{subscriber.email}</td>
                    <td className="px-4 py-2">
                      {subscriber.unsubscribedAt
                        ? `Unsubscribed ${resortTime(subscriber.unsubscribedAt)}`
                        : "Subscribed"}
                    </td>
                    <td className="px-4 py-2">{resortTime(subscriber.subscribedAt)}</td>
                    <td className="px-4 py-2 text-right">
                      {subscriber.unsubscribedAt ? null : (
                        <button
                          type="button"
                          className={secondaryButton}
                          aria-label={`Unsubscribe ${subscriber.email}`}
                          onClick={() => void unsubscribe(subscriber.id, subscriber.email)}
                        >
                          Unsubscribe
                        </button>
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="flex gap-2">
        {params.get("before") ? (
          <Link to={newestLink()} className={secondaryButton}>
            Newest
          </Link>
        ) : null}
        {list.data?.nextBefore ? (
          <Link to={olderLink(list.data.nextBefore)} className={secondaryButton}>
            Older
          </Link>
        ) : null}
      </div>

      <ErasePerson onErased={list.reload} />
    </div>
  );
}
