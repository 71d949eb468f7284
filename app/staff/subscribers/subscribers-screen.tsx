import { can } from "#domain/staff/permissions.ts";
import {
  subscriberAnswer,
  subscribersAnswer,
  subscriberStatus,
  type Subscriber,
  type SubscriberStatus,
} from "#domain/staff/people-schemas.ts";
import { staffPost } from "#app/staff/api.ts";
import { ListScreen } from "#app/staff/list-screen/list-screen.tsx";
import { olderPages } from "#app/staff/list-screen/paging.ts";
import { ChoiceFilter, TextFilter } from "#app/staff/list-screen/search-form.tsx";
import { useListScreen } from "#app/staff/list-screen/use-list-screen.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { resortTime, secondaryButton } from "#app/staff/ui.ts";
import { ErasePerson } from "./erase-person.tsx";

const statusLabels: Record<SubscriberStatus, string> = {
  subscribed: "Subscribed",
  awaiting_confirmation: "Awaiting confirmation",
  suppressed: "Suppressed",
  unsubscribed: "Unsubscribed",
};

function statusText(subscriber: Subscriber): string {
  const status = subscriberStatus(subscriber);
  return subscriber.unsubscribedAt
    ? `${statusLabels[status]} ${resortTime(subscriber.unsubscribedAt)}`
    : statusLabels[status];
}

/** How the address gave its consent, and when it took effect. */
function consentText(subscriber: Subscriber): string {
  const how = subscriber.optIn === "double" ? "Double opt-in" : "Single opt-in";
  return subscriber.confirmedAt
    ? `${how}, confirmed ${resortTime(subscriber.confirmedAt)}`
    : `${how}, awaiting confirmation`;
}

/**
 * The newsletter's subscribers: how many, who, since when and with what consent; the CSV for the
 * mailing tool; erasure on request.
 */
export default function SubscribersScreen({ me }: ScreenProps) {
  const list = useListScreen({
    path: "/subscribers",
    schema: subscribersAnswer,
    rows: (answer) => answer.subscribers,
    filters: ["q", "status"],
    paging: olderPages,
  });

  return (
    <ListScreen
      list={list}
      id="subscribers"
      title="Subscribers"
      count={({ counts }) =>
        `${counts.subscribed} subscribed · ${counts.awaitingConfirmation} awaiting confirmation · ${counts.suppressed} suppressed · ${counts.unsubscribed} unsubscribed`
      }
      search={{
        label: "Find subscribers",
        submit: "Search",
        fields: (
          <>
            <TextFilter name="q" label="Search addresses" />
            <ChoiceFilter
              name="status"
              label="Status"
              any="Everyone"
              choices={Object.entries(statusLabels).map(([value, label]) => ({ value, label }))}
            />
          </>
        ),
        download: can(me.role, "exports.download")
          ? { label: "Download all as CSV", href: "/api/staff/subscribers/export.csv" }
          : null,
      }}
      actions
      failure="The subscribers could not load. Check the connection and try again."
      empty="No subscriber matches."
      view={{
        caption: "Subscribers, newest first",
        columns: [
          { head: "Email", className: "break-all", cell: (subscriber) => subscriber.email },
          { head: "Status", cell: statusText },
          {
            head: "Signed up",
            cell: (subscriber) => (
              <>
                {resortTime(subscriber.subscribedAt)}{" "}
                <span className="block text-stone-700">
                  {subscriber.sourcePage ? `on ${subscriber.sourcePage}` : "page not recorded"}
                </span>
              </>
            ),
          },
          { head: "Consent", cell: consentText },
          {
            head: "Suppressed",
            cell: (subscriber) =>
              subscriber.suppressedAt ? (
                <>
                  {resortTime(subscriber.suppressedAt)}{" "}
                  <span className="block break-all text-stone-700">{subscriber.suppressedReason}</span>
                </>
              ) : (
                "No"
              ),
          },
          {
            head: "Actions",
            headHidden: true,
            className: "text-right",
            cell: (subscriber) =>
              subscriber.unsubscribedAt ? null : (
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`Unsubscribe ${subscriber.email}`}
                  onClick={() =>
                    void list.act(
                      () => staffPost(`/subscribers/${subscriber.id}/unsubscribe`, {}, subscriberAnswer),
                      `${subscriber.email} will get no more newsletters.`,
                    )
                  }
                >
                  Unsubscribe
                </button>
              ),
          },
        ],
      }}
      pager={{ previous: "Newest", next: "Older" }}
    >
      <ErasePerson onErased={list.reload} />
    </ListScreen>
  );
}
