/** Why a backup was not handed over: the console's download and `npm run backup` say the same. */
export const backupMessages = {
  busy: "A backup is already being made. Try again in a minute.",
  pgDumpMissing:
    "pg_dump is not installed on the server: install the PostgreSQL client tools, or back up from the database host.",
  failed: "The backup could not be made.",
} as const;
