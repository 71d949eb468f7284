import { createContext, useContext, useState, type ReactNode } from "react";
import { controlClass } from "#app/components/ui/form-field.tsx";
import { fallbackExtension, fallbackWidth, variantUrl } from "#domain/content/photo-variants.ts";
import { secondaryButton } from "#app/staff/ui.ts";
import { formatPath, type PathPart } from "#domain/content/diff.ts";
import { isUnconfirmed, type Unconfirmed } from "#domain/content/draft.ts";
import {
  discriminatorValue,
  emptyValue,
  humanise,
  itemLabel,
  type FormField,
  type ObjectEntry,
} from "./schema-form.ts";

/** What every field of the form needs besides its own value. */
interface FormContext {
  /** The problems of each field, by its path. */
  issues: ReadonlyMap<string, readonly string[]>;
  /** The role may edit: without it the form is read-only and offers no confirm. */
  canEdit: boolean;
  /** Removes the mark at the path, keeping the value. */
  confirm: (path: PathPart[]) => void;
}

export const FieldContext = createContext<FormContext>({ issues: new Map(), canEdit: false, confirm: () => undefined });

/** The element id of the field a problem's path names (as formatPath writes it); the whole document's is the form's. */
export function fieldIdAt(path: string): string {
  return `field-${path || "document"}`;
}

function fieldId(path: readonly PathPart[]): string {
  return fieldIdAt(formatPath(path));
}

const markNotes = {
  draft: "Draft: confirm or correct this.",
  placeholder: "Placeholder: replace this before launch.",
} as const;

type Change = (value: unknown) => void;

interface FieldProps {
  field: FormField;
  value: unknown;
  path: PathPart[];
  label: string;
  onChange: Change;
  /** The field may be absent from the document. */
  optional?: boolean;
  /**
   * A note shown between the label and the control (a draft or placeholder mark), with its id, and
   * the id of the marked value's problems, shown below the field, when it has any.
   */
  note?: { id: string; content: ReactNode; issueId?: string };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** One field of a document, with the control its schema calls for. */
export function FieldEditor(props: FieldProps) {
  const { field, value } = props;
  switch (field.kind) {
    case "fact":
      return isUnconfirmed(value) ? (
        <MarkedField {...props} field={field.inner} value={value} />
      ) : (
        <FieldEditor {...props} field={field.inner} />
      );
    case "object":
      return field.image ? <ImageField {...props} /> : <ObjectField {...props} fields={field.fields} />;
    case "list":
      return <ListField {...props} field={field} />;
    case "union":
      return <UnionField {...props} field={field} />;
    default:
      return <ValueField {...props} />;
  }
}

function useIssues(path: readonly PathPart[]): readonly string[] {
  return useContext(FieldContext).issues.get(formatPath(path)) ?? [];
}

function Issues({ id, issues }: { id: string; issues: readonly string[] }) {
  if (issues.length === 0) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {issues.join(" ")}
    </p>
  );
}

/** A value marked draft(...) or placeholder(...): its field, the note, and the button that confirms it. */
function MarkedField({ value, path, onChange, label, ...rest }: FieldProps & { value: Unconfirmed<unknown> }) {
  const { canEdit, confirm } = useContext(FieldContext);
  const noteId = `${fieldId(path)}-mark`;
  const issueId = `${fieldId(path)}-issue`;
  const issues = useIssues(path);
  const note = (
    <span className="mt-1 flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-2 py-1 text-sm text-amber-950">
      <span id={noteId}>{markNotes[value.status]}</span>
      {canEdit ? (
        <button type="button" className={secondaryButton} onClick={() => confirm(path)} aria-label={`Confirm ${label}`}>
          Confirm
        </button>
      ) : null}
    </span>
  );
  return (
    <div id={fieldId(path)}>
      <FieldEditor
        {...rest}
        label={label}
        value={value.value}
        path={[...path, "value"]}
        onChange={(inner) => onChange({ ...value, value: inner })}
        // The value's problems are the mark's, so its control is described by them too.
        note={{ id: noteId, content: note, issueId: issues.length ? issueId : undefined }}
      />
      <Issues id={issueId} issues={issues} />
    </div>
  );
}

/** A group of fields under a legend, with the group's own problems and note. */
function Group({
  path,
  label,
  note,
  children,
  bare = false,
}: {
  path: PathPart[];
  label: string;
  note?: FieldProps["note"];
  children: ReactNode;
  bare?: boolean;
}) {
  const issues = useIssues(path);
  if (bare) return <div className="space-y-4">{children}</div>;
  return (
    <fieldset
      id={fieldId(path)}
      aria-describedby={
        [note?.id, note?.issueId, issues.length ? `${fieldId(path)}-issue` : ""].filter(Boolean).join(" ") || undefined
      }
      className="space-y-4 rounded-lg border border-stone-300 p-3 sm:p-4"
    >
      <legend className="px-1 font-semibold text-stone-900">{label}</legend>
      {note?.content}
      <Issues id={`${fieldId(path)}-issue`} issues={issues} />
      {children}
    </fieldset>
  );
}

/** Fields the site no longer reads, shown only where a document still has them (docs/decisions/049). */
const retired = new Set(["priceEnv"]);

/** An object's fields, under its label; `bare` when what surrounds them names them already (the form, a kind's fields). */
function ObjectField({
  value,
  path,
  label,
  onChange,
  note,
  fields,
  bare = path.length === 0,
}: FieldProps & { fields: readonly ObjectEntry[]; bare?: boolean }) {
  const { canEdit } = useContext(FieldContext);
  const object = record(value);
  const set = (name: string, inner: unknown) => {
    const next = { ...object };
    if (inner === undefined) delete next[name];
    else next[name] = inner;
    onChange(next);
  };
  return (
    <Group path={path} label={label} note={note} bare={bare}>
      {fields.map(({ name, field, optional }) => {
        const inner = object[name];
        const innerLabel = humanise(name);
        if (inner === undefined && retired.has(name)) return null;
        if (inner === undefined && optional && (field.kind === "object" || field.kind === "list"))
          return canEdit ? (
            <button key={name} type="button" className={secondaryButton} onClick={() => set(name, emptyValue(field))}>
              Add {innerLabel.toLowerCase()}
            </button>
          ) : null;
        return (
          <FieldEditor
            key={name}
            field={field}
            value={inner}
            path={[...path, name]}
            label={innerLabel}
            optional={optional}
            onChange={(next) => set(name, next)}
          />
        );
      })}
    </Group>
  );
}

function ListField({
  value,
  path,
  label,
  onChange,
  note,
  field,
}: FieldProps & { field: Extract<FormField, { kind: "list" }> }) {
  const { canEdit } = useContext(FieldContext);
  const items: unknown[] = Array.isArray(value) ? (value as unknown[]) : [];
  const name = path.findLast((part) => typeof part === "string" && part !== "value") ?? "";
  const fixed = field.length !== null;
  // A photo comes with its file, which only photo upload provides: a list of photos is reordered or shortened here.
  const addable = !fixed && !(field.item.kind === "object" && field.item.image);
  const canAdd = field.max === null || items.length < field.max;
  const canRemove = !fixed && items.length > field.min;
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };
  return (
    <Group path={path} label={label} note={note}>
      {items.length === 0 ? <p className="text-sm text-stone-700">None.</p> : null}
      <ol className="space-y-3">
        {items.map((item, index) => {
          const named = itemLabel(String(name), index);
          return (
            // Items have no ids of their own; the position is what the form edits.
            <li key={index} className="space-y-2">
              <FieldEditor
                field={field.item}
                value={item}
                path={[...path, index]}
                label={named}
                onChange={(next) => onChange(items.with(index, next))}
              />
              {canEdit ? (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`Move ${named} up`}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`Move ${named} down`}
                  >
                    Move down
                  </button>
                  {fixed ? null : (
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={!canRemove}
                      onClick={() => onChange(items.toSpliced(index, 1))}
                      aria-label={`Remove ${named}`}
                    >
                      Remove
                    </button>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {canEdit && addable ? (
        <button
          type="button"
          className={secondaryButton}
          disabled={!canAdd}
          onClick={() => onChange([...items, emptyValue(field.item)])}
        >
          Add {itemLabel(String(name), items.length).replace(/ \d+$/, "").toLowerCase()}
        </button>
      ) : null}
    </Group>
  );
}

/** A choice of kind (an event's dates: every year, or once), then that kind's fields. */
function UnionField({
  value,
  path,
  label,
  onChange,
  note,
  field,
}: FieldProps & { field: Extract<FormField, { kind: "union" }> }) {
  const discriminator = field.discriminator;
  const object = record(value);
  const kinds = discriminator
    ? field.options.map((option) => ({ option, tag: discriminatorValue(option, discriminator) }))
    : [];
  const current = kinds.find(({ tag }) => tag !== null && tag === object[discriminator ?? ""]);
  if (!discriminator || kinds.length === 0)
    return (
      <ValueField field={{ kind: "other" }} value={value} path={path} label={label} onChange={onChange} note={note} />
    );
  const selectId = `${fieldId(path)}-kind`;
  return (
    <Group path={path} label={label} note={note}>
      <div>
        <label htmlFor={selectId} className="block text-sm font-semibold text-stone-800">
          {humanise(discriminator)}
        </label>
        <select
          id={selectId}
          className={controlClass}
          value={String(current?.tag ?? "")}
          onChange={(event) => {
            const chosen = kinds.find(({ tag }) => String(tag) === event.target.value);
            if (chosen) onChange({ ...record(emptyValue(chosen.option)), [discriminator]: chosen.tag });
          }}
        >
          {current ? null : <option value="">Choose…</option>}
          {kinds.map(({ tag }) => (
            <option key={String(tag)} value={String(tag)}>
              {humanise(String(tag))}
            </option>
          ))}
        </select>
      </div>
      {current && current.option.kind === "object" ? (
        <ObjectField
          field={current.option}
          fields={current.option.fields.filter((entry) => entry.name !== discriminator)}
          value={value}
          path={path}
          label={label}
          onChange={onChange}
          bare
        />
      ) : null}
    </Group>
  );
}

/** A photo: shown small, its alt text editable; the file itself changes with photo upload, not here. */
function ImageField({ value, path, label, onChange, note }: FieldProps) {
  const image = record(value);
  const { file, width, hash, alt } = image;
  const src =
    typeof file === "string" && typeof width === "number" && typeof hash === "string"
      ? variantUrl({ file, width, height: 0, hash }, fallbackWidth(width), fallbackExtension(file))
      : null;
  return (
    <Group path={path} label={label} note={note}>
      <div className="flex flex-wrap items-start gap-3">
        {src ? (
          <img
            src={src}
            alt={typeof alt === "string" ? alt : ""}
            width={160}
            className="h-24 w-40 rounded-lg object-cover"
            style={{ backgroundColor: typeof image.color === "string" ? image.color : undefined }}
            loading="lazy"
          />
        ) : null}
        <p className="text-sm text-stone-700">
          {typeof file === "string" ? file : "No file"}
          {typeof width === "number" && typeof image.height === "number" ? ` · ${width} × ${image.height}` : ""}
        </p>
      </div>
      <ValueField
        field={{ kind: "text", long: false, format: null }}
        value={alt}
        path={[...path, "alt"]}
        label={humanise("alt")}
        onChange={(next) => onChange({ ...image, alt: next })}
      />
    </Group>
  );
}

/** A value as a control shows it: a value of the wrong type shows as its JSON, for the field's problem to explain. */
function plainText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** Dollars as a person types them, for a price kept in cents. */
function dollarsOf(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** The number typed, or null when the text is not one (it is then kept as text, and the field shows its problem). */
function numberFrom(text: string, cents: boolean): number | null {
  if (text.trim() === "") return null;
  const number = Number(text);
  if (!Number.isFinite(number)) return null;
  return cents ? Math.round(number * 100) : number;
}

/** A field with one control: text, number, checkbox or choice. */
function ValueField({ field, value, path, label, onChange, optional = false, note }: FieldProps) {
  const id = fieldId(path);
  const issues = useIssues(path);
  const issueId = `${id}-issue`;
  const describedBy = [note?.id, note?.issueId, issues.length ? issueId : ""].filter(Boolean).join(" ") || undefined;
  const invalid = issues.length > 0 || note?.issueId !== undefined;
  const aria = { id, "aria-invalid": invalid ? true : undefined, "aria-describedby": describedBy };

  if (field.kind === "boolean") {
    return (
      <div>
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input
            type="checkbox"
            className="size-5"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            {...aria}
          />
          {label}
        </label>
        {note?.content}
        <Issues id={issueId} issues={issues} />
      </div>
    );
  }

  let control: ReactNode;
  if (field.kind === "number") {
    control = (
      <NumberInput
        value={value}
        cents={field.cents}
        decimal={field.cents || !field.integer}
        onChange={onChange}
        aria={aria}
      />
    );
  } else if (field.kind === "choice") {
    control =
      field.options.length === 1 ? (
        <input className={`${controlClass} bg-stone-100`} readOnly value={String(field.options[0])} {...aria} />
      ) : (
        <select
          className={controlClass}
          value={plainText(value)}
          onChange={(event) =>
            onChange(field.options.find((option) => String(option) === event.target.value) ?? event.target.value)
          }
          {...aria}
        >
          {field.options.includes(value as string | number) ? null : <option value="">Choose…</option>}
          {field.options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      );
  } else if (field.kind === "text") {
    const text = plainText(value);
    // An optional text left empty is taken out of the document, as if never given.
    const change = (next: string) => onChange(next === "" && optional ? undefined : next);
    control = field.long ? (
      <textarea
        className={controlClass}
        rows={Math.min(8, Math.max(3, Math.ceil(text.length / 70)))}
        value={text}
        onChange={(event) => change(event.target.value)}
        {...aria}
      />
    ) : (
      <input
        type={field.format === "email" ? "email" : field.format === "url" ? "url" : "text"}
        className={controlClass}
        value={text}
        onChange={(event) => change(event.target.value)}
        {...aria}
      />
    );
  } else {
    control = (
      <textarea
        className={`${controlClass} font-mono text-sm`}
        readOnly
        rows={4}
        value={JSON.stringify(value, null, 2)}
        {...aria}
      />
    );
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
        {optional ? <span className="font-normal text-stone-600"> (optional)</span> : null}
      </label>
      {note?.content}
      {control}
      <Issues id={issueId} issues={issues} />
    </div>
  );
}

interface NumberInputProps {
  value: unknown;
  cents: boolean;
  /** The number may have a fraction, as dollars and cents or map positions do. */
  decimal: boolean;
  onChange: Change;
  aria: { id: string; "aria-invalid": boolean | undefined; "aria-describedby": string | undefined };
}

/** A number typed as text, so that "9." or "" can be on the way to a number; prices in dollars, kept in cents. */
function NumberInput({ value, cents, decimal, onChange, aria }: NumberInputProps) {
  const shownOf = (next: unknown) => (typeof next === "number" && cents ? dollarsOf(next) : plainText(next));
  const [text, setText] = useState(() => shownOf(value));
  const [from, setFrom] = useState(value);
  if (value !== from) {
    setFrom(value);
    // A value from elsewhere (a restore, their draft) replaces the text; the number typed here does not.
    const typed = numberFrom(text, cents);
    if ((typed ?? text) !== value) setText(shownOf(value));
  }
  return (
    <input
      type="text"
      inputMode={decimal ? "decimal" : "numeric"}
      className={controlClass}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(numberFrom(event.target.value, cents) ?? event.target.value);
      }}
      {...aria}
    />
  );
}
