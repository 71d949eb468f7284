import { leadStatusLabels, type LeadStatus } from "#domain/staff/inbox.ts";

const tones: Record<LeadStatus, string> = {
  new: "bg-sunset-100 text-sunset-800",
  in_progress: "bg-river-100 text-river-900",
  booked: "bg-emerald-100 text-emerald-900",
  closed: "bg-stone-200 text-stone-800",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {leadStatusLabels[status]}
    </span>
  );
}
