import { Link } from "react-router";
import { SelectField, TextField } from "#app/components/ui/form-field.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { can } from "#domain/staff/permissions.ts";
import { subscriberAnswer, subscribersAnswer } from "#domain/staff/people-schemas.ts";
import { ActionResult, useActionResult } from "#app/staff/action-result.tsx";
import { staffPost } from "#app/staff/api.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { panel, primaryButton, resortTime, secondaryButton } from "#app/staff/ui.ts";
import { useAddressFilters } from "#app/staff/use-address-filters.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import { ErasePerson } from "./erase-person.tsx";

const FILTERS = ["q", "status", "before"] as const;

/** The newsletter's subscribers: how many, who, since when; the CSV for the mailing tool; erasure on request. */
export default function SubscribersScreen({ me }: ScreenProps) {
  const { params, query, apply, linkWith, path } = useAddressFilters(FILTERS, ["q", "status"]);
  const list = useStaffData(path("/subscribers"), subscribersAnswer);
  const result = useActionResult();

  async function unsubscribe(id: number, email: string) {
    const done = await result.run(
      () => staffPost(`/subscribers/${id}/unsubscribe`, {}, subscriberAnswer),
      `${email} will get no more newsletters.`,
    );
    if (done) list.reload();
  }

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

      <form role="search" aria-label="Find subscribers" key={query.toString()} onSubmit={apply} className={panel}>
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

      <ActionResult message={result.message} problem={result.problem} />

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
          <Link to={linkWith({ before: null })} className={secondaryButton}>
            Newest
          </Link>
        ) : null}
        {list.data?.nextBefore ? (
          <Link to={linkWith({ before: String(list.data.nextBefore) })} className={secondaryButton}>
            Older
          </Link>
        ) : null}
      </div>

      <ErasePerson onErased={list.reload} />
    </div>
  );
}
