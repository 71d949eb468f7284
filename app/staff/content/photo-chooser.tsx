import { useEffect, useId, useRef, useState } from "react";
import { imageSrc } from "#app/components/ui/picture.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { deletePhoto, uploadPhoto } from "#app/staff/api.ts";
import { dangerButton, resortTime, secondaryButton } from "#app/staff/ui.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import type { Photo } from "#domain/content/schemas.ts";
import {
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  photoLibraryAnswer,
  photoMessages,
  type LibraryPhoto,
} from "#domain/staff/photo-schemas.ts";

const acceptedTypes = PHOTO_ACCEPT.split(",");

/**
 * What the browser can tell of a file before sending it: its declared type and its size. The
 * server judges the file again by its content, so a text file named .jpg is refused there.
 */
function fileProblem(file: File): string | null {
  if (file.size === 0) return photoMessages.missing;
  if (!acceptedTypes.includes(file.type)) return photoMessages.notAPhoto;
  if (file.size > PHOTO_MAX_BYTES) return photoMessages.tooLarge;
  return null;
}

/** A small picture of a photo, built or uploaded alike: both have their variants under /images/. */
export function PhotoThumbnail({ photo, className }: { photo: Photo; className: string }) {
  return (
    <img
      src={imageSrc(photo, 480)}
      alt=""
      width={160}
      height={Math.round((160 * photo.height) / photo.width)}
      className={`${className} object-cover`}
      style={photo.color ? { backgroundColor: photo.color } : undefined}
      loading="lazy"
    />
  );
}

interface PhotoChooserProps {
  /** What the photo is for, read after "Upload a photo" and "Choose an uploaded photo": "for Hero photo". */
  purpose: string;
  onPhoto: (photo: Photo) => void;
  disabled?: boolean;
}

/** Upload a photo to the library, or choose one uploaded before; either hands the photo on. */
export function PhotoChooser({ purpose, onPhoto, disabled = false }: PhotoChooserProps) {
  const inputId = useId();
  const problemId = `${inputId}-problem`;
  const libraryId = `${inputId}-library`;
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [browsing, setBrowsing] = useState(false);
  // A refusal brings the focus back to the control, enabled again once the upload has ended.
  useEffect(() => {
    if (problem) input.current?.focus();
  }, [problem]);

  async function upload(file: File) {
    const refused = fileProblem(file);
    setProblem(refused);
    if (refused) return;
    setUploading(file.name);
    try {
      onPhoto((await uploadPhoto(file)).photo);
      setBrowsing(false);
    } catch (error) {
      setProblem(errorText(error, photoMessages.notUploaded));
    } finally {
      setUploading(null);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
            Upload a photo <span className="sr-only">{purpose}</span>
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={disabled || uploading !== null}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className="mt-1 block max-w-full text-sm text-stone-800 file:mr-3 file:rounded-lg file:border file:border-stone-400 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-stone-900 hover:file:bg-stone-100"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </div>
        <button
          type="button"
          className={secondaryButton}
          disabled={disabled}
          aria-expanded={browsing}
          aria-controls={browsing ? libraryId : undefined}
          aria-label={`Choose an uploaded photo ${purpose}`}
          onClick={() => setBrowsing((open) => !open)}
        >
          Choose an uploaded photo
        </button>
      </div>
      <p role="status" className="text-sm text-river-800">
        {uploading ? `Uploading ${uploading}…` : ""}
      </p>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      {browsing ? (
        <PhotoLibrary
          id={libraryId}
          purpose={purpose}
          onChoose={(photo) => {
            setBrowsing(false);
            setProblem(null);
            onPhoto(photo);
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The photos uploaded so far, newest first, each a button that chooses it and one that deletes it.
 * The chooser is shown only to staff who may edit content, who may also delete photos.
 */
function PhotoLibrary({ id, purpose, onChoose }: { id: string; purpose: string; onChoose: (photo: Photo) => void }) {
  const library = useStaffData("/photos", photoLibraryAnswer);
  const region = useRef<HTMLDivElement>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  function removed(entry: LibraryPhoto) {
    const photos = library.data?.photos ?? [];
    library.replace({ photos: photos.filter((photo) => photo.id !== entry.id) });
    setDeleted(entry.name);
    // Its buttons are gone: the focus goes to the library, where the status says what happened.
    region.current?.focus();
  }

  let content;
  if (library.error) content = <p role="alert">{errorText(library.error, photoMessages.libraryUnavailable)}</p>;
  else if (!library.data) content = <p>Loading…</p>;
  else if (library.data.photos.length === 0) content = <p>No photos uploaded yet.</p>;
  else
    content = (
      <ul aria-label={`Uploaded photos ${purpose}`} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {library.data.photos.map((entry) => (
          <li key={entry.id}>
            <LibraryEntry entry={entry} onChoose={onChoose} onDeleted={() => removed(entry)} />
          </li>
        ))}
      </ul>
    );
  return (
    <div
      id={id}
      ref={region}
      tabIndex={-1}
      role="group"
      aria-label={`Photo library ${purpose}`}
      className="rounded-lg border border-stone-300 p-2"
    >
      <p role="status" className="sr-only">
        {deleted ? `Deleted ${deleted}.` : ""}
      </p>
      {content}
    </div>
  );
}

type DeleteStage = "idle" | "confirming" | "deleting";

function LibraryEntry({
  entry,
  onChoose,
  onDeleted,
}: {
  entry: LibraryPhoto;
  onChoose: (photo: Photo) => void;
  onDeleted: () => void;
}) {
  const questionId = useId();
  const problemId = useId();
  const [stage, setStage] = useState<DeleteStage>("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const previous = useRef<DeleteStage>("idle");
  // The question takes the focus on its safe answer; kept or refused, the focus is back on Delete.
  useEffect(() => {
    if (stage === "confirming") keepButton.current?.focus();
    else if (stage === "idle" && previous.current !== "idle") deleteButton.current?.focus();
    previous.current = stage;
  }, [stage]);

  async function confirmDelete() {
    setStage("deleting");
    try {
      await deletePhoto(entry.id);
      onDeleted();
    } catch (error) {
      setProblem(errorText(error, photoMessages.notDeleted));
      setStage("idle");
    }
  }

  return (
    <div className="space-y-1">
      <button
        type="button"
        className="flex w-full flex-col items-start gap-1 rounded-lg p-1 text-left text-sm hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-river-500"
        onClick={() => onChoose(entry.photo)}
      >
        <PhotoThumbnail photo={entry.photo} className="aspect-video w-full rounded-md" />
        <span className="font-semibold break-all text-stone-900">{entry.name}</span>
        <span className="text-stone-700">
          {entry.photo.width} × {entry.photo.height} · {resortTime(entry.uploadedAt)}
        </span>
      </button>
      {stage === "idle" ? (
        <button
          ref={deleteButton}
          type="button"
          className={secondaryButton}
          aria-label={`Delete ${entry.name}`}
          aria-describedby={problem ? problemId : undefined}
          onClick={() => {
            setProblem(null);
            setStage("confirming");
          }}
        >
          Delete
        </button>
      ) : (
        <div role="group" aria-labelledby={questionId} className="space-y-1">
          <p id={questionId} className="text-sm font-semibold text-stone-900">
            Delete this photo for good?
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={dangerButton}
              disabled={stage === "deleting"}
              aria-label={`Delete ${entry.name} for good`}
              onClick={() => void confirmDelete()}
            >
              {stage === "deleting" ? "Deleting…" : "Delete for good"}
            </button>
            <button
              ref={keepButton}
              type="button"
              className={secondaryButton}
              disabled={stage === "deleting"}
              aria-label={`Keep ${entry.name}`}
              onClick={() => setStage("idle")}
            >
              Keep it
            </button>
          </div>
        </div>
      )}
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

export interface Focus {
  x: number;
  y: number;
}

/** Where crops keep a photo's subject until staff choose: its centre. */
const CENTRE: Focus = { x: 50, y: 50 };

/**
 * The point a photo's crops keep in view, across and down, with the two crops pages make of it:
 * wide (a hero on a desktop) and tall (the same hero on a phone).
 */
export function FocusPicker({
  photo,
  focus,
  label,
  onChange,
}: {
  photo: Photo;
  focus: Focus | undefined;
  label: string;
  onChange: (focus: Focus) => void;
}) {
  const id = useId();
  const shown = focus ?? CENTRE;
  const position = { objectPosition: `${shown.x}% ${shown.y}%` };
  const slider = (axis: keyof Focus, name: string) => (
    <div>
      <label htmlFor={`${id}-${axis}`} className="block text-sm font-semibold text-stone-800">
        {name} <span className="sr-only">for {label}</span>
      </label>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-${axis}`}
          type="range"
          min={0}
          max={100}
          step={1}
          value={shown[axis]}
          aria-valuetext={`${shown[axis]}%`}
          className="min-h-11 w-full accent-river-700"
          onChange={(event) => onChange({ ...shown, [axis]: Number(event.target.value) })}
        />
        <span className="w-12 text-right text-sm text-stone-700" aria-hidden="true">
          {shown[axis]}%
        </span>
      </div>
    </div>
  );
  return (
    <div className="space-y-2">
      <div className="grid gap-2 sm:grid-cols-2">
        {slider("x", "Focus across")}
        {slider("y", "Focus down")}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {(
          [
            ["wide", "aspect-video w-48", "Wide crop (16:9)"],
            ["tall", "aspect-[9/16] w-24", "Phone crop (9:16)"],
          ] as const
        ).map(([crop, size, caption]) => (
          <figure key={crop} aria-labelledby={`${id}-${crop}`}>
            <img
              src={imageSrc(photo, 800)}
              alt=""
              className={`${size} rounded-md object-cover`}
              style={{ ...position, backgroundColor: photo.color }}
              loading="lazy"
            />
            <figcaption id={`${id}-${crop}`} className="text-sm text-stone-700">
              {caption}
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
