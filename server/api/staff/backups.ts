import { mkdtemp, open, rm, type FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backupMessages } from "#domain/staff/backup.ts";
import { BackupError, makeBackup } from "#server/backup/backup.ts";
import { ApiError } from "#server/http/errors.ts";
import { record } from "#server/staff/audit.ts";
import type { StaffRouter } from "./router.ts";

const CHUNK_BYTES = 64 * 1024;

/** The owner's download of a backup of the whole database, made for the request. */
export function backupEndpoints(router: StaffRouter): void {
  const { deps } = router;
  // One at a time, until its download ends: each is a copy of the whole database on the server's disk.
  let busy = false;

  router.get("/backup", "backups.make", async (c) => {
    if (busy) throw new ApiError(409, { error: backupMessages.busy });
    busy = true;
    let dir: string | undefined;
    let handle: FileHandle | undefined;
    const finish = async () => {
      try {
        await handle?.close();
        if (dir) await rm(dir, { recursive: true, force: true });
      } finally {
        busy = false;
      }
    };
    try {
      const at = deps.clock.now();
      dir = await mkdtemp(join(tmpdir(), "resort-backup-"));
      const { path, file } = await makeBackup(deps.env.DATABASE_URL, dir, at, deps.stopping);
      handle = await open(path);
      const bytes = (await handle.stat()).size;
      await record(deps.db, router.actor(c), { action: "backup.download", after: { file, bytes } }, at);
      return c.body(fileBody(handle, bytes, finish, deps.stopping), 200, {
        "Content-Type": "application/octet-stream",
        "Content-Disposition": `attachment; filename="${file}"`,
        "Content-Length": String(bytes),
      });
    } catch (error) {
      await finish();
      if (!(error instanceof BackupError)) throw error;
      deps.log.error({ err: error, detail: error.detail }, "backup failed");
      throw new ApiError(500, { error: error.message });
    }
  });
}

/**
 * The file's `bytes`, read only as fast as the client takes them. `finish` runs once: as the last
 * bytes are read, when the client goes away, or when the server stops (the download then fails,
 * short of its Content-Length, rather than hold the server up).
 */
function fileBody(
  handle: FileHandle,
  bytes: number,
  finish: () => Promise<void>,
  stopping: AbortSignal,
): ReadableStream<Uint8Array> {
  let sent = 0;
  let finished = false;
  let stop = () => {};
  const end = async () => {
    if (finished) return;
    finished = true;
    stopping.removeEventListener("abort", stop);
    await finish();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        stop = () => {
          controller.error(new Error("The server is stopping: a backup download was cut short."));
          void end();
        };
        stopping.addEventListener("abort", stop);
      },
      async pull(controller) {
        try {
          const { bytesRead, buffer } = await handle.read(Buffer.alloc(CHUNK_BYTES), 0, CHUNK_BYTES, null);
          sent += bytesRead;
          const last = bytesRead === 0 || sent >= bytes;
          // The last bytes leave only once the copy is gone: a client that has them all finds nothing left behind.
          if (last) await end();
          if (bytesRead > 0) controller.enqueue(buffer.subarray(0, bytesRead));
          if (last) controller.close();
        } catch (error) {
          await end();
          controller.error(error);
        }
      },
      cancel: end,
    },
    // Nothing is read ahead: the download is over when the client has taken the end, not before.
    { highWaterMark: 0 },
  );
}
