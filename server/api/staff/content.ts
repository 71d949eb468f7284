import {
  confirmRequest,
  createRequest,
  draftRequest,
  contentMessages,
  previewQuery,
  publishRequest,
  restoreRequest,
  scheduleRequest,
  cancelScheduleRequest,
  versionsQuery,
} from "#domain/staff/content-schemas.ts";
import { html } from "hono/html";
import { readJson, readQuery } from "#server/http/errors.ts";
import { PREVIEW_CSP } from "#server/pages/preview.ts";
import { ContentEditor } from "#server/content/editor.ts";
import type { StaffContext, StaffRouter } from "./router.ts";

/** The site's content documents: read by every role, edited and published by managers and owners. */
export function contentEndpoints(router: StaffRouter): void {
  const editor = new ContentEditor(router.deps);
  const keyOf = (c: StaffContext) => c.req.param("key") ?? "";

  router.get("/content", "content.view", async (c) => c.json(await editor.list()));

  router.post("/content", "content.edit", async (c) => {
    const { key, draft } = await readJson(c, createRequest);
    return c.json(await editor.create(router.actor(c), key, draft), 201);
  });

  router.get("/content/:key", "content.view", async (c) => c.json(await editor.document(keyOf(c))));

  router.get("/content/:key/versions", "content.view", async (c) => {
    const page = readQuery(c, versionsQuery, "Please check the paging.");
    return c.json(await editor.versions(keyOf(c), page));
  });

  router.get("/content/:key/pages", "content.view", async (c) => {
    await editor.draft(keyOf(c));
    return c.json({ pages: router.deps.previews?.pagesShowing(keyOf(c)) ?? [] });
  });

  // The page with the draft, shown in the console's frame: HTML, so its refusals are pages too.
  router.get("/content/:key/preview", "content.view", async (c) => {
    const { path } = readQuery(c, previewQuery, contentMessages.notShownThere);
    const { previews, log } = router.deps;
    const { draft } = await editor.draft(keyOf(c));
    c.header("Content-Security-Policy", PREVIEW_CSP);
    c.header("X-Frame-Options", "SAMEORIGIN");
    c.header("X-Robots-Tag", "noindex");
    if (!previews) return c.html(refusal(contentMessages.noPreviews), 404);
    if (!previews.pagesShowing(keyOf(c)).includes(path)) return c.html(refusal(contentMessages.notShownThere), 404);
    try {
      return c.html(await previews.render(keyOf(c), draft, path));
    } catch (error) {
      log.info({ err: error, key: keyOf(c), path }, "content: a draft's preview did not render");
      return c.html(refusal(contentMessages.previewFailed), 422);
    }
  });

  router.put("/content/:key/draft", "content.edit", async (c) => {
    const { revision, draft } = await readJson(c, draftRequest);
    return c.json(await editor.saveDraft(router.actor(c), keyOf(c), revision, draft));
  });

  router.post("/content/:key/confirm", "content.edit", async (c) => {
    const { revision, path } = await readJson(c, confirmRequest);
    return c.json(await editor.confirm(router.actor(c), keyOf(c), revision, path));
  });

  router.post("/content/:key/restore", "content.edit", async (c) => {
    const { revision, version } = await readJson(c, restoreRequest);
    return c.json(await editor.restore(router.actor(c), keyOf(c), revision, version));
  });

  router.post("/content/:key/publish", "content.publish", async (c) => {
    const { revision } = await readJson(c, publishRequest);
    return c.json(await editor.publish(router.actor(c), keyOf(c), revision));
  });

  router.post("/content/:key/schedule", "content.publish", async (c) => {
    const { revision, at, action } = await readJson(c, scheduleRequest);
    return c.json(await editor.schedule(router.actor(c), keyOf(c), revision, new Date(at), action));
  });

  router.post("/content/:key/schedule/cancel", "content.publish", async (c) => {
    await readJson(c, cancelScheduleRequest);
    return c.json(await editor.cancelSchedule(router.actor(c), keyOf(c)));
  });
}

/** A refusal as the preview's frame shows it. */
function refusal(message: string) {
  return html`<!doctype html>
    <html lang="en">
      <title>Preview</title>
      <p style="font: 1rem system-ui; padding: 1rem">${message}</p>
    </html>`;
}
