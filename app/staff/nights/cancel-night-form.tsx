import { useEffect, useRef, useState } from "react";
import { FormFieldset, SelectField, SubmitButton, TextareaField } from "#app/components/ui/form-field.tsx";
import { idleStatus, StatusLine, type FormStatus } from "#app/components/ui/form-status.tsx";
import { FormFields, showServerFieldErrors, useSchemaForm } from "#app/components/ui/schema-form.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { longDate } from "#domain/english.ts";
import {
  cancelledMessage,
  nightCancelAnswer,
  nightCancelRequest,
  type NightCancelAnswer,
  type NightCancelRequest,
  type StaffNight,
} from "#domain/staff/nights-schemas.ts";
import { staffPost } from "#app/staff/api.ts";
import { ConfirmStep, useConfirmation } from "#app/staff/confirm-step.tsx";
import { panel, secondaryButton } from "#app/staff/ui.ts";

// The console loads its schemas with its screens; the recipe's loader just hands them over.
const loadCancelSchema = () => Promise.resolve(nightCancelRequest);

const FIELDS = ["outcome", "moveTo", "note"] as const;

const outcomeOptions = [
  { value: "refund", label: "Refund every order" },
  { value: "move", label: "Move every order to another night" },
] as const;

/** "Cancel Saturday, December 12? 40 places sold: every order is refunded and its buyer mailed." */
function cancelQuestion(night: StaffNight, request: NightCancelRequest): string {
  const asked = `Cancel ${longDate(night.date)}?`;
  if (night.sold === 0) return `${asked} No place is sold, so no buyer is mailed.`;
  const sold = `${night.sold} ${night.sold === 1 ? "place" : "places"} sold`;
  return request.outcome === "move"
    ? `${asked} ${sold}: every order moves to ${longDate(request.moveTo)} and its buyer is mailed.`
    : `${asked} ${sold}: every order is refunded and its buyer mailed.`;
}

/**
 * Calling a night off, after a question: its orders are refunded or moved to a night of the run
 * still ahead. Once done, the form gives way to what was done.
 */
export function CancelNightForm({
  eventId,
  night,
  nights,
  onCancelled,
  onClose,
}: {
  eventId: string;
  night: StaffNight;
  nights: readonly StaffNight[];
  onCancelled: (answer: NightCancelAnswer) => void;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<FormStatus>(idleStatus);
  const [done, setDone] = useState(false);
  // The form opens above the list: on a phone the night's row may be a long way below it.
  const heading = useRef<HTMLHeadingElement>(null);
  // It takes the focus again once done, as the form it held goes.
  useEffect(() => heading.current?.focus(), [done]);
  const opener = useRef<HTMLDivElement>(null);
  const confirmation = useConfirmation<NightCancelRequest>(opener);
  const { form, fields, handleSubmit } = useSchemaForm(loadCancelSchema, {
    defaultValues: { moveTo: "", note: "" },
    onEdit: () => setStatus(idleStatus),
  });
  const moving = form.watch("outcome") === "move";
  const targets = nights.filter(
    (other) => other.date !== night.date && other.state !== "past" && other.status !== "cancelled",
  );
  const title = `Cancel ${longDate(night.date)}`;

  const submit = handleSubmit(async (request) => {
    // A night chosen before switching to refunds is not part of a refund.
    const asked = request.outcome === "move" ? request : { ...request, moveTo: "" };
    if (confirmation.asked === null) {
      setStatus(idleStatus);
      confirmation.ask(asked);
      return;
    }
    try {
      const answer = await staffPost(
        `/nights/${encodeURIComponent(eventId)}/${night.date}/cancel`,
        asked,
        nightCancelAnswer,
      );
      const { movedTo } = answer.cancelled;
      confirmation.settle();
      setDone(true);
      setStatus({ kind: "success", text: cancelledMessage(answer.cancelled, movedTo ? longDate(movedTo) : null) });
      onCancelled(answer);
    } catch (error) {
      confirmation.back();
      showServerFieldErrors(form, error, FIELDS);
      setStatus({
        kind: "error",
        text: errorText(error, "The night was not cancelled. Check the connection and try again."),
      });
    }
  });

  return (
    <section aria-labelledby="cancel-night-title" className={panel}>
      <h2 id="cancel-night-title" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {title}
      </h2>
      {done ? null : (
        <FormFields value={fields}>
          <p className="text-sm text-stone-700">
            {night.sold} sold and {night.held} held by open checkouts. The night goes off sale at once, and each buyer
            is mailed once.
          </p>
          <form noValidate onSubmit={submit} aria-labelledby="cancel-night-title" className="mt-3">
            <FormFieldset disabled={confirmation.asked !== null} className="grid gap-4 sm:max-w-xl">
              <SelectField
                id="cancel-outcome"
                name="outcome"
                label="What happens to the orders"
                placeholder="Choose"
                options={outcomeOptions}
              />
              {moving ? (
                <SelectField
                  id="cancel-move-to"
                  name="moveTo"
                  label="Move to"
                  placeholder="Choose a night"
                  options={targets.map((target) => ({ value: target.date, label: longDate(target.date) }))}
                />
              ) : null}
              <TextareaField id="cancel-note" name="note" label="Note to the buyers" rows={3} optional />
              {confirmation.asked === null ? (
                <div ref={opener} className="flex flex-wrap gap-2">
                  <SubmitButton variant="primary" pendingLabel="Checking...">
                    Cancel night
                  </SubmitButton>
                  <button type="button" className={secondaryButton} onClick={onClose}>
                    Keep the night
                  </button>
                </div>
              ) : null}
            </FormFieldset>
            {confirmation.asked !== null ? (
              <ConfirmStep
                question={cancelQuestion(night, confirmation.asked)}
                confirm="Confirm cancellation"
                pendingLabel="Cancelling..."
                onBack={confirmation.back}
              />
            ) : null}
          </form>
        </FormFields>
      )}
      <StatusLine status={status} />
      {done ? (
        <button type="button" className={`${secondaryButton} mt-3`} onClick={onClose}>
          Close
        </button>
      ) : null}
    </section>
  );
}
