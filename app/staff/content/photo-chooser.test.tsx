// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { kayaks } from "#content/generated/photos/gallery.ts";
import type { Photo } from "#domain/content/schemas.ts";
import {
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  photoInUseMessage,
  photoMessages,
  type LibraryPhoto,
} from "#domain/staff/photo-schemas.ts";
import { FocusPicker, PhotoChooser } from "./photo-chooser.tsx";

const hayRide: Photo = { file: "uploads/hay-ride-2026-a1b2c3.jpg", width: 1600, height: 1200, hash: "0123456789" };

function libraryEntry(photo: Photo, name: string, id = 1): LibraryPhoto {
  return { id, photo, name, uploadedAt: "2026-11-24T15:00:00.000Z", uploadedBy: "manager@example.org" };
}

/** The requests the chooser sent, each answered by `answer`. */
function answerWith(answer: () => Response | Promise<Response>): { path: string; init: RequestInit }[] {
  const sent: { path: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", (path: string, init: RequestInit) => {
    sent.push({ path, init });
    return answer();
  });
  return sent;
}

function jpeg(name: string, size?: number): File {
  const file = new File(["\xff\xd8\xff"], name, { type: "image/jpeg" });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
}

function renderChooser() {
  const onPhoto = vi.fn<(photo: Photo) => void>();
  render(<PhotoChooser purpose="for Hero photo" onPhoto={onPhoto} />);
  return { onPhoto, input: screen.getByLabelText("Upload a photo for Hero photo") };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("uploading a photo", () => {
  it("takes only the formats the site shows", () => {
    const { input } = renderChooser();
    expect(input.getAttribute("type")).toBe("file");
    expect(input.getAttribute("accept")).toBe("image/jpeg,image/png,image/webp,image/avif");
  });

  it("refuses a file that is no photo, or too large, before sending it, and says why beside the control", async () => {
    const sent = answerWith(() => Response.json({}));
    const { input, onPhoto } = renderChooser();

    fireEvent.change(input, { target: { files: [new File(["hello"], "notes.txt", { type: "text/plain" })] } });
    expect(screen.getByRole("alert").textContent).toBe(photoMessages.notAPhoto);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      photoMessages.notAPhoto,
    );

    fireEvent.change(input, { target: { files: [jpeg("huge.jpg", PHOTO_MAX_BYTES + 1)] } });
    expect(screen.getByRole("alert").textContent).toBe(photoMessages.tooLarge);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(sent).toEqual([]);
    expect(onPhoto).not.toHaveBeenCalled();
  });

  it("sends the file in the photo field, shows it busy meanwhile, and hands on the photo the server made", async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent = answerWith(() => new Promise((resolve) => (answer = resolve)));
    const { input, onPhoto } = renderChooser();

    fireEvent.change(input, { target: { files: [jpeg("Hay ride 2026.jpg")] } });
    expect(screen.getByRole("status").textContent).toBe("Uploading Hay ride 2026.jpg…");
    expect(input).toHaveProperty("disabled", true);
    const [request] = sent;
    expect(request?.path).toBe("/api/staff/photos");
    expect(request?.init.method).toBe("POST");
    expect(((request?.init.body as FormData).get(PHOTO_FIELD) as File).name).toBe("Hay ride 2026.jpg");

    answer(Response.json({ photo: libraryEntry(hayRide, "Hay ride 2026.jpg") }, { status: 201 }));
    await waitFor(() => expect(onPhoto).toHaveBeenCalledWith(hayRide));
    expect(screen.getByRole("status").textContent).toBe("");
    expect(input).toHaveProperty("disabled", false);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's refusal, or that nothing was uploaded when no answer came", async () => {
    answerWith(() => Response.json({ error: photoMessages.tooSmall }, { status: 422 }));
    const { input, onPhoto } = renderChooser();
    fireEvent.change(input, { target: { files: [jpeg("thumbnail.jpg")] } });
    expect((await screen.findByRole("alert")).textContent).toBe(photoMessages.tooSmall);
    await waitFor(() => expect(document.activeElement).toBe(input));

    answerWith(() => Promise.reject(new TypeError("Failed to fetch")));
    fireEvent.change(input, { target: { files: [jpeg("dock.jpg")] } });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(photoMessages.notUploaded));
    expect(onPhoto).not.toHaveBeenCalled();
  });
});

describe("choosing an uploaded photo", () => {
  it("lists the library, newest first, with thumbnails and names, and hands on the one chosen", async () => {
    answerWith(() =>
      Response.json({ photos: [libraryEntry(hayRide, "Hay ride 2026.jpg", 2), libraryEntry(kayaks, "Kayaks.jpg")] }),
    );
    const { onPhoto } = renderChooser();
    const open = screen.getByRole("button", { name: "Choose an uploaded photo for Hero photo" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(open);
    expect(open.getAttribute("aria-expanded")).toBe("true");

    const library = await screen.findByRole("list", { name: "Uploaded photos for Hero photo" });
    const choices = within(library).getAllByRole("button", { name: /×/ });
    expect(choices.map((choice) => choice.textContent?.split("1600")[0])).toEqual(["Hay ride 2026.jpg", "Kayaks.jpg"]);
    expect(choices[0]?.querySelector("img")?.getAttribute("src")).toMatch(
      /^\/images\/uploads\/hay-ride-2026-a1b2c3-480\.0123456789\.webp$/,
    );
    fireEvent.click(within(library).getByRole("button", { name: /^Kayaks\.jpg/ }));
    expect(onPhoto).toHaveBeenCalledWith(kayaks);
    expect(screen.queryByRole("list", { name: "Uploaded photos for Hero photo" })).toBeNull();
  });

  it("says so when the library is empty, or could not be loaded", async () => {
    answerWith(() => Response.json({ photos: [] }));
    renderChooser();
    const open = screen.getByRole("button", { name: "Choose an uploaded photo for Hero photo" });
    fireEvent.click(open);
    expect(await screen.findByText("No photos uploaded yet.")).toBeDefined();

    fireEvent.click(open);
    answerWith(() => Promise.reject(new TypeError("Failed to fetch")));
    fireEvent.click(open);
    expect((await screen.findByRole("alert")).textContent).toBe(photoMessages.libraryUnavailable);
  });
});

describe("deleting an uploaded photo", () => {
  const listed = [libraryEntry(hayRide, "Hay ride 2026.jpg", 2), libraryEntry(kayaks, "Kayaks.jpg", 1)];

  /** Opens the library, its GET answered with `listed` and each DELETE by `deleted`. */
  async function openLibrary(deleted: () => Response) {
    const sent: { path: string; init: RequestInit }[] = [];
    vi.stubGlobal("fetch", (path: string, init: RequestInit) => {
      sent.push({ path, init });
      return Promise.resolve(init.method === "DELETE" ? deleted() : Response.json({ photos: listed }));
    });
    renderChooser();
    fireEvent.click(screen.getByRole("button", { name: "Choose an uploaded photo for Hero photo" }));
    const library = await screen.findByRole("list", { name: "Uploaded photos for Hero photo" });
    return { sent, library, deletes: () => sent.filter(({ init }) => init.method === "DELETE") };
  }

  it("asks first, keeps the photo when told to, then deletes it and takes it from the list", async () => {
    const { library, deletes } = await openLibrary(() => new Response(null, { status: 204 }));
    const remove = within(library).getByRole("button", { name: "Delete Hay ride 2026.jpg" });
    fireEvent.click(remove);
    expect(within(library).getByRole("group", { name: "Delete this photo for good?" })).toBeDefined();
    const keep = within(library).getByRole("button", { name: "Keep Hay ride 2026.jpg" });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    fireEvent.click(keep);
    const again = within(library).getByRole("button", { name: "Delete Hay ride 2026.jpg" });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(within(library).queryByRole("group", { name: "Delete this photo for good?" })).toBeNull();
    expect(deletes()).toEqual([]);

    fireEvent.click(again);
    fireEvent.click(within(library).getByRole("button", { name: "Delete Hay ride 2026.jpg for good" }));
    await waitFor(() => expect(within(library).queryByRole("button", { name: "Delete Hay ride 2026.jpg" })).toBeNull());
    expect(deletes().map(({ path }) => path)).toEqual(["/api/staff/photos/2"]);
    expect(
      within(library)
        .getAllByRole("button", { name: /×/ })
        .map((choice) => choice.textContent),
    ).toEqual([expect.stringMatching(/^Kayaks\.jpg/)]);
    expect(screen.getByText("Deleted Hay ride 2026.jpg.").getAttribute("role")).toBe("status");
    expect(document.activeElement).toBe(screen.getByRole("group", { name: "Photo library for Hero photo" }));
  });

  it("shows the server's refusal, naming where the photo is shown, and keeps it listed", async () => {
    const refusal = photoInUseMessage(["the draft of Kayak rentals card", "the newsletter “Kayaks are back”"]);
    const { library, deletes } = await openLibrary(() => Response.json({ error: refusal }, { status: 409 }));
    fireEvent.click(within(library).getByRole("button", { name: "Delete Kayaks.jpg" }));
    fireEvent.click(within(library).getByRole("button", { name: "Delete Kayaks.jpg for good" }));

    const alert = await within(library).findByRole("alert");
    expect(alert.textContent).toBe(refusal);
    const remove = within(library).getByRole("button", { name: "Delete Kayaks.jpg" });
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(remove.getAttribute("aria-describedby")).toBe(alert.id);
    expect(within(library).getAllByRole("button", { name: /×/ })).toHaveLength(2);
    expect(deletes().map(({ path }) => path)).toEqual(["/api/staff/photos/1"]);
  });

  it("says the photo was not deleted when no answer came", async () => {
    const { library } = await openLibrary(() => {
      throw new TypeError("Failed to fetch");
    });
    fireEvent.click(within(library).getByRole("button", { name: "Delete Kayaks.jpg" }));
    fireEvent.click(within(library).getByRole("button", { name: "Delete Kayaks.jpg for good" }));
    expect((await within(library).findByRole("alert")).textContent).toBe(photoMessages.notDeleted);
  });
});

describe("a photo's focus point", () => {
  it("moves across and down, and the wide and phone crops keep it in view", () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <FocusPicker photo={hayRide} focus={undefined} label="Hero photo" onChange={onChange} />,
    );
    const across = screen.getByRole("slider", { name: "Focus across for Hero photo" });
    const down = screen.getByRole("slider", { name: "Focus down for Hero photo" });
    expect([across, down].map((slider) => (slider as HTMLInputElement).value)).toEqual(["50", "50"]);
    fireEvent.change(across, { target: { value: "20" } });
    expect(onChange).toHaveBeenLastCalledWith({ x: 20, y: 50 });

    rerender(<FocusPicker photo={hayRide} focus={{ x: 20, y: 75 }} label="Hero photo" onChange={onChange} />);
    fireEvent.change(down, { target: { value: "90" } });
    expect(onChange).toHaveBeenLastCalledWith({ x: 20, y: 90 });
    for (const crop of ["Wide crop (16:9)", "Phone crop (9:16)"])
      expect(screen.getByRole("figure", { name: crop }).querySelector("img")?.style.objectPosition).toBe("20% 75%");
  });
});
