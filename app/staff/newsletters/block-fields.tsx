import type { ReactNode } from "react";
import { controlClass } from "#app/components/ui/form-field.tsx";
import { fallbackExtension, fallbackWidth, variantUrl } from "#domain/content/photo-variants.ts";
import type { CampaignBlock } from "#domain/newsletter/campaign.ts";
import type { CampaignSourcesAnswer } from "#domain/staff/campaign-schemas.ts";
import { fieldIdOf } from "./blocks.ts";

/** A field's problem, beside it and read with it. */
export function Problem({ path, issues }: { path: string; issues: ReadonlyMap<string, string> }) {
  const message = issues.get(path);
  return message ? (
    <p id={`${fieldIdOf(path)}-problem`} className="mt-1 text-sm font-semibold text-red-800">
      {message}
    </p>
  ) : null;
}

/** The attributes tying a control to its problem at `path`. */
function problemProps(path: string, issues: ReadonlyMap<string, string>) {
  const invalid = issues.has(path);
  return {
    id: fieldIdOf(path),
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": invalid ? `${fieldIdOf(path)}-problem` : undefined,
  } as const;
}

interface TextProps {
  path: string;
  label: string;
  value: string;
  issues: ReadonlyMap<string, string>;
  onChange: (value: string) => void;
  long?: boolean;
  hint?: ReactNode;
}

export function TextControl({ path, label, value, issues, onChange, long = false, hint }: TextProps) {
  const props = problemProps(path, issues);
  const hintId = `${props.id}-hint`;
  const describedBy = [hint ? hintId : "", props["aria-describedby"] ?? ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {long ? (
        <textarea
          {...props}
          aria-describedby={describedBy}
          rows={5}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      ) : (
        <input
          {...props}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      )}
      <Problem path={path} issues={issues} />
    </div>
  );
}

interface ChoiceProps {
  path: string;
  label: string;
  value: string;
  /** What may be chosen; the value shows by itself when the list does not hold it (a reader's view). */
  choices: readonly { value: string; label: string }[];
  issues: ReadonlyMap<string, string>;
  onChange: (value: string) => void;
}

function ChoiceControl({ path, label, value, choices, issues, onChange }: ChoiceProps) {
  const props = problemProps(path, issues);
  const shown = choices.some((choice) => choice.value === value) ? choices : [{ value, label: value }, ...choices];
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <select {...props} value={value} onChange={(event) => onChange(event.target.value)} className={controlClass}>
        {shown.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <Problem path={path} issues={issues} />
    </div>
  );
}

interface BlockFieldsProps {
  block: CampaignBlock;
  /** The block's path: `blocks.2`. */
  path: string;
  /** What the site publishes, for a writer; a reader sees the names the blocks hold. */
  sources: CampaignSourcesAnswer | undefined;
  issues: ReadonlyMap<string, string>;
  onChange: (block: CampaignBlock) => void;
}

/** The fields of one block, by its kind. */
export function BlockFields({ block, path, sources, issues, onChange }: BlockFieldsProps) {
  switch (block.type) {
    case "heading":
      return (
        <TextControl
          path={`${path}.text`}
          label="Heading"
          value={block.text}
          issues={issues}
          onChange={(text) => onChange({ ...block, text })}
        />
      );
    case "paragraph":
      return (
        <TextControl
          path={`${path}.text`}
          label="Text"
          long
          hint="Plain text. Write a link as [text](address), the address starting with https:// or / for a page of the site."
          value={block.text}
          issues={issues}
          onChange={(text) => onChange({ ...block, text })}
        />
      );
    case "button":
      return (
        <>
          <TextControl
            path={`${path}.label`}
            label="Label"
            value={block.label}
            issues={issues}
            onChange={(label) => onChange({ ...block, label })}
          />
          <TextControl
            path={`${path}.url`}
            label="Link"
            hint="https://… or / for a page of the site, such as /book-now."
            value={block.url}
            issues={issues}
            onChange={(url) => onChange({ ...block, url })}
          />
        </>
      );
    case "image":
      return (
        <>
          <div className="flex flex-wrap items-start gap-3">
            <img
              src={variantUrl(block.photo, fallbackWidth(block.photo.width), fallbackExtension(block.photo.file))}
              alt=""
              width={160}
              className="h-24 w-40 rounded-lg object-cover"
              style={{ backgroundColor: block.photo.color }}
              loading="lazy"
            />
            <ChoiceControl
              path={`${path}.photo`}
              label="Photo"
              value={block.photo.file}
              choices={(sources?.images ?? []).map((image) => ({ value: image.photo.file, label: image.alt }))}
              issues={issues}
              onChange={(file) => {
                const chosen = sources?.images.find((image) => image.photo.file === file);
                if (chosen) onChange({ ...block, photo: chosen.photo, alt: chosen.alt });
              }}
            />
          </div>
          <TextControl
            path={`${path}.alt`}
            label="Alt text"
            hint="What the photo shows, for readers who cannot see it."
            value={block.alt}
            issues={issues}
            onChange={(alt) => onChange({ ...block, alt })}
          />
        </>
      );
    case "event":
      return (
        <ChoiceControl
          path={`${path}.eventId`}
          label="Event"
          value={block.eventId}
          choices={(sources?.events ?? []).map((event) => ({
            value: event.id,
            label: `${event.name} (${event.dates})`,
          }))}
          issues={issues}
          onChange={(eventId) => onChange({ ...block, eventId })}
        />
      );
    case "lodging":
      return (
        <ChoiceControl
          path={`${path}.lodgingId`}
          label="Lodging card"
          value={block.lodgingId}
          choices={(sources?.lodging ?? []).map((card) => ({ value: card.id, label: card.title }))}
          issues={issues}
          onChange={(lodgingId) => onChange({ ...block, lodgingId })}
        />
      );
    case "restaurant-hours":
      return (
        <p className="text-sm text-stone-700">
          The restaurant&apos;s weekly hours and coming exceptions, as set in Settings when the mail is drawn.
        </p>
      );
  }
}
