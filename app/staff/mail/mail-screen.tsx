import { mailAnswer, mailListAnswer, mailMessages } from "#domain/staff/mail-schemas.ts";
import { can } from "#domain/staff/permissions.ts";
import { staffPost } from "#app/staff/api.ts";
import { ListScreen } from "#app/staff/list-screen/list-screen.tsx";
import { olderPages } from "#app/staff/list-screen/paging.ts";
import { ChoiceFilter, TextFilter } from "#app/staff/list-screen/search-form.tsx";
import { useListScreen } from "#app/staff/list-screen/use-list-screen.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import { MailRow, statusLabels } from "./mail-row.tsx";
import { SentMail } from "./sent-mail.tsx";

/** The outbox: what waits, what went and what failed with the reason; each mail as sent; retry. */
export default function MailScreen({ me }: ScreenProps) {
  const list = useListScreen({
    path: "/mail",
    schema: mailListAnswer,
    rows: (answer) => answer.mails,
    filters: ["status", "q"],
    paging: olderPages,
    open: "mail",
  });
  const open = useStaffData(list.openId === null ? null : `/mail/${list.openId}`, mailAnswer);

  async function retry(id: number) {
    const done = await list.act(
      () => staffPost(`/mail/${id}/retry`, {}, mailAnswer),
      mailMessages.retried,
      "The mail could not be queued again. Check the connection and try again.",
    );
    if (done) open.reload();
  }

  return (
    <ListScreen
      list={list}
      id="mail"
      title="Mail"
      count={({ counts }) => `${counts.pending} waiting · ${counts.late} late · ${counts.failed} failed`}
      search={{
        label: "Find mail",
        submit: "Show",
        fields: (
          <>
            <ChoiceFilter
              name="status"
              label="Status"
              any="All mail"
              choices={[
                { value: "pending", label: "Waiting" },
                { value: "sent", label: "Sent" },
                { value: "failed", label: "Failed" },
              ]}
            />
            <TextFilter name="q" label="To (address or part of one)" />
          </>
        ),
      }}
      actions
      failure="The outbox could not load. Check the connection and try again."
      empty="No mail matches."
      view={{
        label: "Mail",
        look: "rows",
        rowLabel: (mail) => `${mail.subject}, to ${mail.to}, ${statusLabels[mail.status]}`,
        item: (mail) => (
          <MailRow
            mail={mail}
            openTo={list.openLink(mail.id)}
            onRetry={can(me.role, "mail.retry") ? () => void retry(mail.id) : null}
          />
        ),
      }}
      pager={{ next: "Older mail" }}
      open={{
        data: open,
        failure: "This mail could not load.",
        place: { beside: false, labelledBy: "mail-open-title" },
        render: ({ mail }) => <SentMail mail={mail} closeTo={list.closeLink} />,
      }}
    />
  );
}
