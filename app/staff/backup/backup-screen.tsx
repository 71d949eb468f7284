import { panel, primaryButton } from "#app/staff/ui.ts";

/** The owner's copy of the whole database, to keep somewhere other than the server. */
export default function BackupScreen() {
  return (
    <section aria-labelledby="backup-title" className={`${panel} space-y-4`}>
      <h1 id="backup-title" className="text-2xl font-semibold">
        Backup
      </h1>
      <p>
        A backup is a copy of the whole database as it is now: leads, guests, subscribers, orders, and the staff
        accounts with their sign-in secrets. Anyone holding the file holds all of that, so keep it somewhere safe and
        share it with no one.
      </p>
      <a href="/api/staff/backup" download className={primaryButton}>
        Download a backup
      </a>
    </section>
  );
}
