import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { errorText } from "#app/lib/api-client.ts";
import { ActionResult } from "#app/staff/action-result.tsx";
import { panel, primaryButton, resortTime, secondaryButton } from "#app/staff/ui.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import { resortTimeZone } from "#content/resort.ts";
import { fieldChanges, type PathPart } from "#domain/content/diff.ts";
import {
  confirmedAt,
  documentIssues,
  documentTitle,
  documentUnknownFields,
  marksIn,
  parseDocumentKey,
} from "#domain/content/documents.ts";
import { withoutFields } from "#domain/content/unknown-fields.ts";
import { contentDocumentAnswer, contentMessages, type ContentDocumentAnswer } from "#domain/staff/content-schemas.ts";
import { ChangeList, pathLabel } from "./changes.tsx";
import { ConflictPanel } from "./conflict-panel.tsx";
import { DraftPreview } from "./draft-preview.tsx";
import { SchedulePublish, scheduleWords } from "./schedule-publish.tsx";
import { scheduleTime } from "#domain/content/schedule-time.ts";
import { FieldContext, FieldEditor, fieldIdAt } from "./field-editor.tsx";
import { publishedLine } from "./published-line.ts";
import { PagesBehind } from "./pages-behind.tsx";
import { UnknownFieldsPanel } from "./unknown-fields-panel.tsx";
import { formOf } from "./schema-form.ts";
import { useDraft, type SaveState } from "./use-draft.ts";
import { Versions } from "./versions.tsx";
import type { z } from "#domain/zod.ts";

interface DocumentScreenProps {
  docKey: string;
  /** The list, with its filters. */
  backTo: string;
  /** The list's counts change with what is done here. */
  onLeave: () => void;
  canEdit: boolean;
  canPublish: boolean;
}

/** One document, fetched, then its editor. */
export function DocumentScreen({ docKey, backTo, onLeave, canEdit, canPublish }: DocumentScreenProps) {
  const known = parseDocumentKey(docKey);
  const fetched = useStaffData(known ? `/content/${docKey}` : null, contentDocumentAnswer);
  useEffect(() => onLeave, [onLeave]);
  const back = (
    <Link to={backTo} className={secondaryButton}>
      Back to the list
    </Link>
  );
  if (!known || fetched.error)
    return (
      <div className="space-y-4">
        {back}
        <p role="alert">{errorText(fetched.error, contentMessages.notFound)}</p>
      </div>
    );
  if (!fetched.data) return <p>Loading…</p>;
  return (
    <DocumentEditor
      fetched={fetched.data}
      docKey={docKey}
      schema={known.definition.schema}
      back={back}
      canEdit={canEdit}
      canPublish={canPublish}
    />
  );
}

const clockTime = new Intl.DateTimeFormat("en-US", { timeZone: resortTimeZone, timeStyle: "short" });

function saveText(save: SaveState, unsaved: boolean): string {
  switch (save.state) {
    case "saving":
      return "Saving…";
    case "failed":
      return `Not saved: ${save.message}`;
    case "saved":
      return unsaved ? "Changes not saved yet" : `Saved ${clockTime.format(new Date(save.at))}`;
    case "idle":
      return unsaved ? "Changes not saved yet" : "Changes are saved as you type.";
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface EditorProps {
  fetched: ContentDocumentAnswer;
  docKey: string;
  schema: z.ZodType;
  back: ReactNode;
  canEdit: boolean;
  canPublish: boolean;
}

/**
 * A document's form, built from its schema, saved as it is typed; its problems beside their fields
 * and summed up at the top; what a publish would change; its versions.
 */
function DocumentEditor({ fetched, docKey, schema, back, canEdit, canPublish }: EditorProps) {
  const [publishes, setPublishes] = useState(0);
  const draft = useDraft(docKey, fetched, () => setPublishes((count) => count + 1));
  const { document, value } = draft;
  const title = documentTitle(docKey);
  const form = useMemo(() => formOf(schema), [schema]);

  // The draft's own problems as typed, at once; the rules between documents only the server can check.
  const ownIssues = useMemo(() => documentIssues(docKey, value), [docKey, value]);
  const betweenDocuments = useMemo(() => {
    const own = new Set(documentIssues(docKey, document.draft).map((issue) => `${issue.path}\n${issue.message}`));
    return document.issues.filter((issue) => !own.has(`${issue.path}\n${issue.message}`));
  }, [docKey, document]);
  const issues = useMemo(() => [...ownIssues, ...betweenDocuments], [ownIssues, betweenDocuments]);
  const issuesByPath = useMemo(() => {
    const byPath = new Map<string, string[]>();
    for (const issue of issues) byPath.set(issue.path, [...(byPath.get(issue.path) ?? []), issue.message]);
    return byPath;
  }, [issues]);
  const toPublish = useMemo(() => fieldChanges(document.published, value), [document.published, value]);
  const unconfirmed = useMemo(() => marksIn(value).length, [value]);
  const unknownFields = useMemo(() => documentUnknownFields(docKey, value), [docKey, value]);

  const context = useMemo(
    () => ({
      issues: issuesByPath,
      canEdit,
      confirm: (path: PathPart[]) => {
        const confirmed = confirmedAt(value, path);
        if (confirmed) draft.replaceAndSave(confirmed.value);
      },
    }),
    [issuesByPath, canEdit, value, draft],
  );

  const unsaved = value !== draft.saved;
  return (
    <div className="space-y-6">
      {back}
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-stone-700">{publishedLine(document)}</p>
        <p className="text-stone-700">
          Draft saved {resortTime(document.draftSavedAt)} · {document.draftSavedBy ?? "from the site's first content"}
          {unconfirmed > 0 ? ` · ${plural(unconfirmed, "fact", "facts")} to confirm` : " · every fact confirmed"}
        </p>
        {canEdit ? null : <p className="font-semibold text-river-800">Read only: your role may look, not change.</p>}
      </div>

      <PagesBehind failures={document.renderFailures} linkDocuments={false} />

      {draft.conflict ? (
        <ConflictPanel
          conflict={draft.conflict}
          base={draft.saved}
          mine={value}
          onKeep={(keep) => void draft.resolve(keep)}
        />
      ) : null}

      {unknownFields.length > 0 ? (
        <UnknownFieldsPanel
          fields={unknownFields}
          draft={value}
          onRemove={canEdit ? () => draft.replaceAndSave(withoutFields(value, unknownFields)) : null}
        />
      ) : null}

      {issues.length > 0 ? (
        <section aria-labelledby="issues-title" className="rounded-xl border-2 border-red-700 bg-red-50 p-4">
          <h2 id="issues-title" className="font-semibold text-red-900">
            {plural(issues.length, "problem", "problems")} to fix before publishing
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {issues.map((issue) => (
              <li key={`${issue.path}\n${issue.message}`}>
                <a
                  href={`#${fieldIdAt(issue.path)}`}
                  className="text-red-900 underline"
                  onClick={(event) => {
                    const target = window.document.getElementById(fieldIdAt(issue.path));
                    if (!target) return;
                    event.preventDefault();
                    target.scrollIntoView({ block: "center" });
                    // A group's problem takes the focus to its first control.
                    const control = target.matches("input, select, textarea")
                      ? target
                      : target.querySelector<HTMLElement>("input, select, textarea");
                    control?.focus({ preventScroll: true });
                  }}
                >
                  {pathLabel(issue.path)}: {issue.message}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <form
          id={fieldIdAt("")}
          aria-label={`${title}: draft`}
          className={`${panel} lg:col-start-1`}
          onSubmit={(event) => event.preventDefault()}
          onBlur={() => void draft.flush()}
        >
          <FieldContext value={context}>
            <fieldset disabled={!canEdit} className="min-w-0">
              <FieldEditor field={form} value={value} path={[]} label={title} onChange={draft.edit} />
            </fieldset>
          </FieldContext>
          {canEdit ? (
            // Kept in sight at the foot of the screen while the form scrolls past.
            <div className="sticky bottom-0 -mx-4 -mb-4 mt-4 rounded-b-xl border-t border-stone-300 bg-white px-4 py-2 sm:-mx-6 sm:-mb-6 sm:px-6">
              <p role="status" className="min-h-6 font-semibold text-river-800">
                {saveText(draft.save, unsaved)}
              </p>
            </div>
          ) : null}
        </form>

        <section
          aria-labelledby="publish-title"
          className={`${panel} lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto`}
        >
          <h2 id="publish-title" className="text-lg font-semibold">
            Publish
          </h2>
          {toPublish.length > 0 ? (
            <>
              <h3 className="mt-3 font-semibold">What will change</h3>
              <ChangeList changes={toPublish} label="What will change" />
            </>
          ) : (
            <p className="mt-2 text-stone-700">The draft is what the site shows.</p>
          )}
          {canPublish ? (
            <div className="mt-4 space-y-2">
              {issues.length > 0 ? (
                <p id="publish-blocked" className="text-sm font-semibold text-red-800">
                  {contentMessages.invalid}
                </p>
              ) : null}
              <button
                type="button"
                className={primaryButton}
                disabled={issues.length > 0 || draft.busy || draft.conflict !== null}
                aria-describedby={issues.length > 0 ? "publish-blocked" : undefined}
                onClick={() => void draft.publish()}
              >
                Publish
              </button>
              <SchedulePublish
                schedule={document.schedule}
                hideable={parseDocumentKey(docKey)?.kind === "event" && document.published !== null}
                blocked={issues.length > 0 || draft.busy || draft.conflict !== null}
                onSchedule={(at, action, done) => void draft.schedule(at, action, done)}
                onCancel={(done) => void draft.cancelSchedule(done)}
              />
            </div>
          ) : document.schedule && !document.schedule.failure ? (
            <p className="mt-2">
              {scheduleWords[document.schedule.action].set} {scheduleTime(document.schedule.dueAt)}.
            </p>
          ) : null}
          <ActionResult message={draft.outcome.message} problem={draft.outcome.problem} />
        </section>
        <div className="lg:col-start-1">
          <Versions
            key={publishes}
            docKey={docKey}
            busy={draft.busy}
            onRestore={canEdit ? (version) => void draft.restore(version) : null}
          />
        </div>
      </div>
      <DraftPreview docKey={docKey} revision={document.revision} />
    </div>
  );
}
