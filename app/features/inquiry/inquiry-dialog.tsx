export type InquiryFormId = "christmas-group" | "private-events" | "venue" | "wedding" | "tour" | "create-center";

interface InquiryDialogProps {
  form: InquiryFormId;
  /** For the venue form: which space the visitor asks about (fills the hidden venueSpace field). */
  venueSpace?: string;
  /** Overrides the definition's trigger label. */
  triggerLabel?: string;
  triggerClassName?: string;
}

export function InquiryDialog(_props: InquiryDialogProps) {
  return null;
}
