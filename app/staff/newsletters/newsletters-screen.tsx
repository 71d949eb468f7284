import { CreateDraftForm } from "#app/staff/create-draft-form.tsx";
import { useId, useState, type FormEvent } from "react";
import { errorText } from "#app/lib/api-client.ts";
import { staffPost } from "#app/staff/api.ts";
import { ListScreen } from "#app/staff/list-screen/list-screen.tsx";
import { olderPages } from "#app/staff/list-screen/paging.ts";
import { TextFilter } from "#app/staff/list-screen/search-form.tsx";
import { useListScreen } from "#app/staff/list-screen/use-list-screen.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { campaignMessages, campaignSchema, SUBJECT_MAX } from "#domain/newsletter/campaign.ts";
import { campaignAnswer, campaignListAnswer } from "#domain/staff/campaign-schemas.ts";
import { can } from "#domain/staff/permissions.ts";
import { CampaignScreen } from "./campaign-editor.tsx";
import { campaignStatusLine } from "./status-line.ts";

/** Newsletter campaigns, newest first; one opens in its editor, and managers start a new one. */
export default function NewslettersScreen({ me }: ScreenProps) {
  const list = useListScreen({
    path: "/newsletters",
    schema: campaignListAnswer,
    rows: (answer) => answer.campaigns,
    filters: ["q"],
    paging: olderPages,
    open: "open",
  });
  const canWrite = can(me.role, "newsletter.write");

  if (list.openId !== null)
    return (
      <CampaignScreen
        key={list.openId}
        id={list.openId}
        me={me}
        canWrite={canWrite}
        backTo={list.closeLink}
        onLeave={list.reload}
      />
    );

  return (
    <ListScreen
      list={list}
      id="newsletters"
      title="Newsletters"
      intro={
        <>
          <p className="mt-1 max-w-prose text-stone-700">
            Newsletters for the site&apos;s subscribers, written from text and the site&apos;s own events, cottages,
            photos and restaurant hours. Preview one, send yourself a test, then send it to your subscribers.
          </p>
          {canWrite ? <NewCampaign onCreated={(id) => void list.navigate(list.openLink(id))} /> : null}
        </>
      }
      search={{
        label: "Find newsletters",
        submit: "Show",
        fields: <TextFilter name="q" label="Search subjects" />,
        clear: "Show all",
      }}
      failure="The newsletters could not load. Check the connection and try again."
      empty="No newsletter yet."
      view={{
        label: "Newsletters",
        look: "rows",
        opens: true,
        item: (row) => (
          <span className="block space-y-1">
            <span className="block font-semibold text-river-800 underline">{row.subject}</span>
            <span className="block text-sm text-stone-700">{campaignStatusLine(row)}</span>
          </span>
        ),
      }}
      pager={{ previous: "Newest", next: "Older" }}
    />
  );
}

/** Starts a newsletter from its subject, then opens it. */
function NewCampaign({ onCreated }: { onCreated: (id: number) => void }) {
  const [subject, setSubject] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const campaign = { subject, preheader: "", blocks: [] };
    const checked = campaignSchema.shape.subject.safeParse(subject);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? campaignMessages.subjectRequired);
    setBusy(true);
    setProblem(null);
    try {
      const created = await staffPost("/newsletters", { campaign }, campaignAnswer);
      onCreated(created.id);
    } catch (error) {
      setProblem(errorText(error, campaignMessages.notCreated));
      setBusy(false);
    }
  }

  return (
    <CreateDraftForm
      title="New newsletter"
      id={formId}
      primary
      noValidate
      busy={busy}
      problem={problem}
      onSubmit={(event) => void create(event)}
    >
      <label className="grid gap-1">
        <span className="font-semibold">Subject</span>
        <input
          value={subject}
          maxLength={SUBJECT_MAX}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${formId}-problem` : undefined}
          onChange={(event) => setSubject(event.target.value)}
          className="rounded-md border border-stone-400 px-3 py-2"
        />
      </label>
    </CreateDraftForm>
  );
}
