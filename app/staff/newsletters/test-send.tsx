import { useId, useState } from "react";
import { ActionResult, useActionResult } from "#app/staff/action-result.tsx";
import { staffPost } from "#app/staff/api.ts";
import { panel, primaryButton, selectControl } from "#app/staff/ui.ts";
import { campaignMessages, testQueuedMessage } from "#domain/newsletter/campaign.ts";
import { testSendAnswer, type CampaignSourcesAnswer } from "#domain/staff/campaign-schemas.ts";
import type { StaffMember } from "#domain/staff/schemas.ts";

interface TestSendProps {
  campaignId: number;
  /** The saved campaign's revision: the test is of it, and refused if someone saved since. */
  revision: number;
  unsaved: boolean;
  recipients: CampaignSourcesAnswer["testRecipients"];
  me: StaffMember;
}

/** Sends the saved campaign as a test to one staff member, the signed-in one unless another is chosen. */
export function TestSend({ campaignId, revision, unsaved, recipients, me }: TestSendProps) {
  const [to, setTo] = useState(
    recipients.some((member) => member.email === me.email) ? me.email : (recipients[0]?.email ?? ""),
  );
  const [busy, setBusy] = useState(false);
  const result = useActionResult();
  const id = useId();

  async function send() {
    setBusy(true);
    await result.run(
      () => staffPost(`/newsletters/${campaignId}/test`, { revision, to }, testSendAnswer),
      testQueuedMessage(to),
      campaignMessages.notSent,
    );
    setBusy(false);
  }

  return (
    <section aria-labelledby={`${id}-title`} className={`${panel} space-y-3`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Send a test
      </h2>
      <div>
        <label htmlFor={`${id}-to`} className="block text-sm font-semibold text-stone-800">
          Send the test to
        </label>
        <select id={`${id}-to`} value={to} onChange={(event) => setTo(event.target.value)} className={selectControl}>
          {recipients.map((member) => (
            <option key={member.email} value={member.email}>
              {member.email === me.email ? `Me (${member.email})` : `${member.name} (${member.email})`}
            </option>
          ))}
        </select>
      </div>
      {unsaved ? (
        <p id={`${id}-unsaved`} className="text-sm font-semibold text-amber-900">
          Save first: the test sends the newsletter as last saved.
        </p>
      ) : null}
      <button
        type="button"
        className={primaryButton}
        disabled={busy || unsaved || to === ""}
        aria-describedby={unsaved ? `${id}-unsaved` : undefined}
        onClick={() => void send()}
      >
        Send a test
      </button>
      <ActionResult message={result.message} problem={result.problem} />
    </section>
  );
}
