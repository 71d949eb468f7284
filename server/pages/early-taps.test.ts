// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { HYDRATED_EVENT } from "#domain/hydrated-event.ts";
import { earlyTapKeeper, keepEarlyTaps } from "./early-taps.ts";

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Work</title><script>window.__reactRouterContext = {};</script></head><body></body></html>`;

describe("keepEarlyTaps", () => {
  it("writes the keeper as the page's first script", () => {
    const html = keepEarlyTaps(page);
    expect(html.indexOf(earlyTapKeeper)).toBeGreaterThan(html.indexOf('<meta charSet="utf-8"/>'));
    expect(html.indexOf("<script>")).toBe(html.indexOf(`<script>${earlyTapKeeper}`));
  });

  it("fails the build on a page without a head", () => {
    expect(() => keepEarlyTaps("<html><body></body></html>")).toThrow(/no <head>/);
  });
});

describe("the early-tap keeper", () => {
  /** A page as prerendered, with the keeper running before React; `pressed` counts presses React would see. */
  function preparePage() {
    document.body.innerHTML = `<button type="button">Inquire</button><form><input name="email"><button>Subscribe</button></form>`;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the keeper is page text, run here as the browser runs it
    new Function(earlyTapKeeper)();
    const [inquire, subscribe] = [...document.querySelectorAll("button")] as [HTMLButtonElement, HTMLButtonElement];
    const form = document.querySelector("form") as HTMLFormElement;
    const pressed = vi.fn();
    const sent = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener("click", pressed);
    form.addEventListener("submit", sent);
    return { inquire, subscribe, form, pressed, sent };
  }
  const hydrated = () => document.dispatchEvent(new Event(HYDRATED_EVENT));
  /** The presses React would see on `control`. */
  const pressesOn = (pressed: ReturnType<typeof vi.fn>, control: Element) =>
    pressed.mock.calls.filter(([event]) => (event as Event).target === control).length;

  it("holds a press before hydration, marks the control busy, and presses it once after", async () => {
    const { inquire, subscribe, pressed, sent } = preparePage();
    inquire.click();
    inquire.click();
    // A tap on another control after it: the keeper carries out its taps in order, one task apart.
    subscribe.click();
    expect(pressed).not.toHaveBeenCalled();
    expect(inquire.getAttribute("aria-busy")).toBe("true");
    expect(inquire.hasAttribute("data-tap-pending")).toBe(true);

    hydrated();
    // Once the later tap is carried out, every press the keeper made on the first one is in.
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1), { interval: 1 });
    expect(pressesOn(pressed, inquire)).toBe(1);
    expect(inquire.hasAttribute("aria-busy")).toBe(false);
    expect(inquire.hasAttribute("data-tap-pending")).toBe(false);

    inquire.click();
    expect(pressesOn(pressed, inquire)).toBe(2);
  });

  it("holds a form's send, and sends it once hydrated", async () => {
    const { subscribe, sent } = preparePage();
    subscribe.click();
    expect(sent).not.toHaveBeenCalled();
    hydrated();
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  it("presses the control that took a replaced one's place", async () => {
    const { inquire, pressed } = preparePage();
    inquire.click();
    const replacement = inquire.cloneNode(true) as HTMLButtonElement;
    inquire.replaceWith(replacement);
    hydrated();
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(pressed.mock.calls[0]?.[0].target).toBe(replacement);
  });
});
