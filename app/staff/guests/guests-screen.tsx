import { useState } from "react";
import { guestsAnswer } from "#domain/staff/guest-schemas.ts";
import { ListScreen } from "#app/staff/list-screen/list-screen.tsx";
import { numberedPages } from "#app/staff/list-screen/paging.ts";
import { ChoiceFilter, TextFilter } from "#app/staff/list-screen/search-form.tsx";
import { useListScreen } from "#app/staff/list-screen/use-list-screen.ts";
import { GuestCard } from "./guest-card.tsx";

/** Guest accounts: find one, then verify, block or unblock, send a reset link, or delete it. */
export default function GuestsScreen() {
  const list = useListScreen({
    path: "/guests",
    schema: guestsAnswer,
    rows: (answer) => answer.guests,
    filters: ["q", "status"],
    paging: numberedPages,
  });
  const [deleting, setDeleting] = useState<string | null>(null);

  return (
    <ListScreen
      list={list}
      id="guests"
      title="Guests"
      count={({ total }) => `${total} ${total === 1 ? "account" : "accounts"}`}
      search={{
        label: "Find guests",
        submit: "Search",
        fields: (
          <>
            <TextFilter name="q" label="Search email, username, name or phone" />
            <ChoiceFilter
              name="status"
              label="State"
              any="Any"
              choices={[
                { value: "verified", label: "Verified" },
                { value: "unverified", label: "Not verified" },
                { value: "blocked", label: "Blocked" },
              ]}
            />
          </>
        ),
      }}
      actions
      failure="The guests could not load. Check the connection and try again."
      empty="No account matches."
      view={{
        label: "Guest accounts",
        look: "cards",
        rowLabel: (guest) => guest.email,
        item: (guest) => (
          <GuestCard
            guest={guest}
            act={(action, done) => void list.act(action, done)}
            deleting={deleting === guest.id}
            onDeleting={(asking) => setDeleting(asking ? guest.id : null)}
          />
        ),
      }}
      pager={{ previous: "Previous page", next: "Next page" }}
    />
  );
}
