import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useNearViewport } from "#app/lib/use-near-viewport.ts";
import { FORM_UNAVAILABLE } from "./form-field.tsx";
import { LoadFailed } from "./load-failed.tsx";

/** What the visitor did in the inert copy of a form before its code arrived. */
export interface Handover {
  values: Readonly<Record<string, string>>;
}

/** The live form's starting values: its defaults, overridden by what was typed into the inert copy. */
export function handedOver<K extends string>(defaults: Readonly<Record<K, string>>, { values }: Handover) {
  const start: Record<K, string> = { ...defaults };
  for (const name in start) start[name] = values[name] ?? start[name];
  return start;
}

interface FormOnDemandProps<M> {
  load: () => Promise<M>;
  /** The form drawn with the kit but no live form: what the page first shows, and what it prerenders. */
  inert: ReactNode;
  /** The live form, once its module is here. */
  children: (module: M, handover: Handover) => ReactNode;
  /**
   * Whether the code loads as the form comes within a screen of view (the default), ready before the
   * visitor gets there; when false it loads only once the visitor points at, focuses or sends the form.
   */
  loadWhenNear?: boolean;
  className?: string;
}

/**
 * A form that is part of a page but not of its first-load script (docs/forms.md): the page shows
 * the inert copy, and the form library, the form's code and its rules load when the form comes
 * within a screen of view (unless `loadWhenNear` is false) or the visitor reaches for it. What was
 * typed, the focused field and a send that came first carry over to the live form.
 */
export function FormOnDemand<M>({ load, inert, children, loadWhenNear = true, className }: FormOnDemandProps<M>) {
  const box = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<{ module: M; handover: Handover } | null>(null);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);
  const sendWhenLive = useRef(false);
  const near = useNearViewport(box, loadWhenNear ? "100% 0px" : null);

  const request = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (module) => {
        const inertForm = box.current?.querySelector("form");
        const caret = inertForm ? focusedField(inertForm) : null;
        // In one task with reading the inert copy, so no keystroke falls between the two.
        flushSync(() => setLive({ module, handover: { values: inertForm ? formValues(inertForm) : {} } }));
        const form = box.current?.querySelector("form");
        if (!form) return;
        if (caret) restoreFocus(form, caret);
        if (sendWhenLive.current) {
          sendWhenLive.current = false;
          form.requestSubmit();
        }
      },
      () => {
        loading.current = false;
        if (sendWhenLive.current) setFailed(true);
      },
    );
  }, [load]);

  useEffect(() => {
    if (near) request();
  }, [near, request]);

  // `data-form` tells the two copies apart for tests and styles; nothing else reads it.
  if (live) {
    return (
      <div ref={box} className={className} data-form="live">
        {children(live.module, live.handover)}
      </div>
    );
  }
  return (
    <div
      ref={box}
      className={className}
      data-form="inert"
      onFocus={request}
      onPointerEnter={request}
      onPointerDown={request}
      onSubmit={(event) => {
        event.preventDefault();
        sendWhenLive.current = true;
        request();
      }}
    >
      {inert}
      {failed ? (
        <div className="mt-4">
          <LoadFailed
            message={FORM_UNAVAILABLE}
            onRetry={() => {
              setFailed(false);
              request();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

/** The focused control, by name where it has one (buttons have none: by its place in the form, drawn alike in both copies). */
interface Caret {
  name: string;
  index: number;
  start: number | null;
  end: number | null;
}

function focusedField(form: HTMLFormElement): Caret | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !form.contains(active)) return null;
  const index = Array.prototype.indexOf.call(form.elements, active);
  if (index < 0) return null;
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  // Null for inputs without a text selection (email, number).
  return {
    name: text ? active.name : "",
    index,
    start: text ? active.selectionStart : null,
    end: text ? active.selectionEnd : null,
  };
}

function restoreFocus(form: HTMLFormElement, caret: Caret) {
  const named = caret.name ? form.elements.namedItem(caret.name) : null;
  const field = named instanceof HTMLElement ? named : form.elements.item(caret.index);
  if (!(field instanceof HTMLElement)) return;
  field.focus({ preventScroll: true });
  if (
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
    caret.start !== null &&
    caret.end !== null
  )
    field.setSelectionRange(caret.start, caret.end);
}
