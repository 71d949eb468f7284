import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ApiRequestError, errorText } from "#app/lib/api-client.ts";
import { staffPut } from "#app/staff/api.ts";
import { panel, primaryButton, resortTime, secondaryButton, selectControl } from "#app/staff/ui.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import {
  BLOCKS_MAX,
  blockLabels,
  campaignMessages,
  type BlockType,
  type Campaign,
  type CampaignBlock,
} from "#domain/newsletter/campaign.ts";
import {
  campaignAnswer,
  campaignConflictAnswer,
  campaignSourcesAnswer,
  type CampaignAnswer,
  type CampaignConflictAnswer,
  type CampaignSourcesAnswer,
} from "#domain/staff/campaign-schemas.ts";
import { can } from "#domain/staff/permissions.ts";
import type { StaffMember } from "#domain/staff/schemas.ts";
import { BlockFields, Problem, TextControl } from "./block-fields.tsx";
import { campaignIssues, fieldIdOf, moved, newBlock } from "./blocks.ts";
import { MailPreview } from "./mail-preview.tsx";
import { SendPanel } from "./send-panel.tsx";
import { campaignStatusLine } from "./status-line.ts";
import { TestSend } from "./test-send.tsx";

interface CampaignScreenProps {
  id: string;
  me: StaffMember;
  canWrite: boolean;
  /** The list, with its filters. */
  backTo: string;
  /** The list's subjects change with what is saved here. */
  onLeave: () => void;
}

const moveButtonId = (index: number, direction: "up" | "down") => `campaign-block-${index}-${direction}`;

/** One campaign, fetched with what its blocks can show, then its editor. */
export function CampaignScreen({ id, me, canWrite, backTo, onLeave }: CampaignScreenProps) {
  const fetched = useStaffData(`/newsletters/${encodeURIComponent(id)}`, campaignAnswer);
  const sources = useStaffData(canWrite ? "/newsletters/sources" : null, campaignSourcesAnswer);
  useEffect(() => onLeave, [onLeave]);
  const back = (
    <Link to={backTo} className={secondaryButton}>
      Back to the list
    </Link>
  );
  const failed = fetched.error ?? sources.error;
  if (failed)
    return (
      <div className="space-y-4">
        {back}
        <p role="alert">{errorText(failed, campaignMessages.notFound)}</p>
      </div>
    );
  if (!fetched.data || (canWrite && !sources.data)) return <p>Loading…</p>;
  return <CampaignEditor fetched={fetched.data} sources={sources.data} me={me} canWrite={canWrite} back={back} />;
}

type Conflict = CampaignConflictAnswer["conflict"];

function conflictOf(error: unknown): Conflict | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = campaignConflictAnswer.safeParse(error.body);
  return parsed.success ? parsed.data.conflict : null;
}

/** The saved campaign's revision and stamp, as the last answer gave them. */
interface Saved {
  revision: number;
  updatedAt: string;
  updatedBy: string;
  campaign: Campaign;
}

const savedOf = (answer: CampaignAnswer | Conflict): Saved => ({
  revision: answer.revision,
  updatedAt: answer.updatedAt,
  updatedBy: answer.updatedBy,
  campaign: answer.campaign,
});

interface EditorProps {
  fetched: CampaignAnswer;
  sources: CampaignSourcesAnswer | undefined;
  me: StaffMember;
  canWrite: boolean;
  back: ReactNode;
}

/**
 * A campaign's subject, preheader and blocks, saved with Save on the revision it was opened at: a
 * colleague's save in between is shown, to take theirs or replace it with these. Problems show
 * beside their fields once a save was tried; the preview and the test are of the saved campaign.
 */
function CampaignEditor({ fetched, sources, me, canWrite, back }: EditorProps) {
  const [current, setCurrent] = useState<CampaignAnswer>(fetched);
  const [value, setValue] = useState<Campaign>(fetched.campaign);
  const [saved, setSaved] = useState<Saved>(savedOf(fetched));
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ message: string; problem: string | null }>({ message: "", problem: null });
  /** Problems only the server finds (an event taken off the site), until the next save. */
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState<BlockType>("paragraph");

  const ownIssues = useMemo(() => campaignIssues(value), [value]);
  const issues = useMemo(
    () => new Map([...Object.entries(serverIssues), ...(tried ? ownIssues : new Map<string, string>())]),
    [ownIssues, serverIssues, tried],
  );
  const unsaved = value !== saved.campaign;
  const editable = canWrite && current.status === "draft";
  // Audience, sending and its counts change the campaign's revision, never its content.
  const answered = useCallback((answer: CampaignAnswer) => {
    setCurrent(answer);
    setSaved((before) => ({ ...before, revision: answer.revision }));
  }, []);
  const addable = (Object.keys(blockLabels) as BlockType[]).filter(
    (type) => sources !== undefined && newBlock(type, sources) !== null,
  );

  const edit = (next: Campaign) => {
    setValue(next);
    setResult({ message: "", problem: null });
  };
  const setBlock = (index: number, block: CampaignBlock) =>
    edit({ ...value, blocks: value.blocks.map((each, at) => (at === index ? block : each)) });
  // The button that moved a block follows it, so a keyboard user can press it again.
  const movedTo = useRef<{ index: number; direction: "up" | "down" } | null>(null);
  const moveBlock = (from: number, to: number) => {
    movedTo.current = { index: to, direction: to < from ? "up" : "down" };
    edit({ ...value, blocks: moved(value.blocks, from, to) });
  };
  useEffect(() => {
    if (!movedTo.current) return;
    const { index, direction } = movedTo.current;
    movedTo.current = null;
    const same = document.getElementById(moveButtonId(index, direction));
    const other = document.getElementById(moveButtonId(index, direction === "up" ? "down" : "up"));
    (same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus();
  }, [value.blocks]);

  async function save() {
    setTried(true);
    setServerIssues({});
    if (ownIssues.size > 0) {
      setResult({ message: "", problem: campaignMessages.fixFirst });
      document.getElementById(fieldIdOf([...ownIssues.keys()][0] ?? ""))?.focus();
      return;
    }
    setBusy(true);
    const sent = value;
    try {
      const answer = await staffPut(
        `/newsletters/${fetched.id}`,
        { revision: saved.revision, campaign: sent },
        campaignAnswer,
      );
      setSaved(savedOf(answer));
      setCurrent(answer);
      // Typing while the save was on its way stays in the form, unsaved.
      setValue((current) => (current === sent ? answer.campaign : current));
      setResult({ message: `Saved ${resortTime(answer.updatedAt)}.`, problem: null });
    } catch (error) {
      const found = conflictOf(error);
      if (found) setConflict(found);
      setResult({ message: "", problem: errorText(error, campaignMessages.notSaved) });
    } finally {
      setBusy(false);
    }
  }

  function keep(which: "theirs" | "mine") {
    if (!conflict) return;
    if (which === "theirs") setValue(conflict.campaign);
    // Theirs becomes the revision saved on: "mine" then replaces it with the next save.
    setSaved(savedOf(conflict));
    setCurrent((before) => ({ ...before, revision: conflict.revision }));
    setConflict(null);
    setResult({ message: "", problem: null });
  }

  return (
    <div className="space-y-6">
      {back}
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{saved.campaign.subject}</h1>
        <p className="text-stone-700">
          {campaignStatusLine({ ...current, updatedAt: saved.updatedAt, updatedBy: saved.updatedBy })}
        </p>
        {canWrite ? null : <p className="font-semibold text-river-800">Read only: your role may look, not change.</p>}
        {canWrite && !editable ? (
          <p className="font-semibold text-river-800">
            {current.status === "scheduled"
              ? "Set to send: take it back to change it."
              : "Sent or sending: what went out cannot be changed."}
          </p>
        ) : null}
      </div>

      {conflict ? (
        <section
          aria-labelledby="campaign-conflict"
          className="space-y-3 rounded-xl border-2 border-amber-600 bg-amber-50 p-4"
        >
          <h2 id="campaign-conflict" className="text-lg font-semibold">
            Someone else saved this newsletter
          </h2>
          <p>
            {conflict.updatedBy} saved it at {resortTime(conflict.updatedAt)}, with the subject “
            {conflict.campaign.subject}” and {conflict.campaign.blocks.length} blocks.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} onClick={() => keep("theirs")}>
              Keep theirs (load their version)
            </button>
            <button type="button" className={secondaryButton} onClick={() => keep("mine")}>
              Keep mine (replaces theirs when saved)
            </button>
          </div>
        </section>
      ) : null}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
        <form
          aria-label="Newsletter"
          className={`${panel} space-y-4`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <fieldset disabled={!editable} className="min-w-0 space-y-4">
            <TextControl
              path="subject"
              label="Subject"
              value={value.subject}
              issues={issues}
              onChange={(subject) => edit({ ...value, subject })}
            />
            <TextControl
              path="preheader"
              label="Preheader"
              hint="The line mail programs show after the subject, before the mail is opened."
              value={value.preheader}
              issues={issues}
              onChange={(preheader) => edit({ ...value, preheader })}
            />
            <h2 className="text-lg font-semibold">Blocks</h2>
            <Problem path="blocks" issues={issues} />
            {value.blocks.length === 0 ? <p className="text-stone-700">No block yet: add the first below.</p> : null}
            <ol className="space-y-3">
              {value.blocks.map((block, index) => {
                const path = `blocks.${index}`;
                const name = `Block ${index + 1}: ${blockLabels[block.type]}`;
                return (
                  // Blocks have no id of their own; their place in the list is what they are edited by.
                  <li key={index}>
                    <fieldset
                      id={fieldIdOf(path)}
                      aria-describedby={issues.has(path) ? `${fieldIdOf(path)}-problem` : undefined}
                      className="min-w-0 space-y-3 rounded-lg border border-stone-300 p-3"
                    >
                      <legend className="px-1 font-semibold">{name}</legend>
                      <Problem path={path} issues={issues} />
                      <BlockFields
                        block={block}
                        path={path}
                        sources={sources}
                        issues={issues}
                        onChange={(next) => setBlock(index, next)}
                      />
                      {editable ? (
                        <div className="flex flex-wrap gap-2">
                          <button
                            type="button"
                            className={secondaryButton}
                            id={moveButtonId(index, "up")}
                            aria-label={`Move block ${index + 1} up`}
                            disabled={index === 0}
                            onClick={() => moveBlock(index, index - 1)}
                          >
                            Up
                          </button>
                          <button
                            type="button"
                            className={secondaryButton}
                            id={moveButtonId(index, "down")}
                            aria-label={`Move block ${index + 1} down`}
                            disabled={index === value.blocks.length - 1}
                            onClick={() => moveBlock(index, index + 1)}
                          >
                            Down
                          </button>
                          <button
                            type="button"
                            className={secondaryButton}
                            aria-label={`Remove block ${index + 1}`}
                            onClick={() => edit({ ...value, blocks: value.blocks.filter((_, at) => at !== index) })}
                          >
                            Remove
                          </button>
                        </div>
                      ) : null}
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            {editable && sources && value.blocks.length < BLOCKS_MAX ? (
              <div className="flex flex-wrap items-end gap-2">
                <div>
                  <label htmlFor="campaign-add-kind" className="block text-sm font-semibold text-stone-800">
                    Block to add
                  </label>
                  <select
                    id="campaign-add-kind"
                    value={adding}
                    onChange={(event) => setAdding(event.target.value as BlockType)}
                    className={selectControl}
                  >
                    {addable.map((type) => (
                      <option key={type} value={type}>
                        {blockLabels[type]}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => {
                    const block = newBlock(adding, sources);
                    if (block) edit({ ...value, blocks: [...value.blocks, block] });
                  }}
                >
                  Add block
                </button>
              </div>
            ) : null}
          </fieldset>
          {editable ? (
            <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-wrap items-center gap-3 rounded-b-xl border-t border-stone-300 bg-white px-4 py-3 sm:-mx-6 sm:-mb-6 sm:px-6">
              <button type="submit" className={primaryButton} disabled={busy || conflict !== null}>
                Save
              </button>
              <p role="status" className="font-semibold text-river-800">
                {result.message || (unsaved ? "Changes not saved yet" : "")}
              </p>
              {result.problem ? (
                <p role="alert" className="w-full font-semibold text-red-800">
                  {result.problem}
                </p>
              ) : null}
            </div>
          ) : null}
        </form>

        <div className="space-y-6">
          <SendPanel
            campaign={current}
            sources={sources}
            unsaved={unsaved}
            canSend={can(me.role, "newsletter.send")}
            onAnswer={answered}
          />
          <MailPreview key={saved.revision} campaignId={fetched.id} unsaved={unsaved} onRefused={setServerIssues} />
          {canWrite && sources ? (
            <TestSend
              campaignId={fetched.id}
              revision={saved.revision}
              unsaved={unsaved}
              recipients={sources.testRecipients}
              me={me}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
