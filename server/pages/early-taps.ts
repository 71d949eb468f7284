/**
 * Keeps the taps a visitor makes before React has hydrated the page, and carries them out once it
 * has (docs/decisions/043). Pages paint from their HTML and fetch their scripts afterwards
 * (docs/decisions/017), so for a moment every button is drawn with nothing behind it.
 *
 * The keeper is the page's first script, so it listens before any control can be tapped. In that
 * moment a press on a button (or a form sent with Enter) is held: its default is prevented (a
 * submit would reload the page and lose what was typed), it is hidden from React's listeners (which
 * would otherwise replay it too, and a dialog opened twice is closed), and the control is marked
 * busy (`aria-busy`, `data-tap-pending`: the stylesheet shows it). Once the root has hydrated it
 * dispatches HYDRATED_EVENT; the keeper stops listening and presses each held control again, one
 * task apart so that each press sees what the one before it changed. A control that hydration
 * replaced is found again by its place in the document.
 * Links and form fields work without scripts and are left alone.
 */
import { HYDRATED_EVENT } from "#domain/hydrated-event.ts";

/** What a tap on needs scripts to act. */
const CONTROLS = 'button,[role="button"],input[type="submit"],input[type="button"]';

export const earlyTapKeeper = `(() => {
const held = [];
function place(node) {
  const path = [];
  for (let at = node; at.parentElement; at = at.parentElement) path.unshift([...at.parentElement.children].indexOf(at));
  return path;
}
function find(path) {
  let at = document.documentElement;
  for (const index of path) at = at && at.children[index];
  return at;
}
function hold(control, press) {
  if (!held.some((tap) => tap.control === control)) held.push({ control, path: place(control), press });
  control.setAttribute("aria-busy", "true");
  control.setAttribute("data-tap-pending", "");
}
function onClick(event) {
  const control = event.target instanceof Element ? event.target.closest(${JSON.stringify(CONTROLS)}) : null;
  if (!control || control.disabled) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  hold(control, (node) => node.click());
}
function onSubmit(event) {
  event.preventDefault();
  event.stopImmediatePropagation();
  hold(event.target, (node) => node.requestSubmit());
}
addEventListener("click", onClick, true);
addEventListener("submit", onSubmit, true);
const channel = new MessageChannel();
const nextTask = () => new Promise((resolve) => {
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
});
document.addEventListener(${JSON.stringify(HYDRATED_EVENT)}, async () => {
  removeEventListener("click", onClick, true);
  removeEventListener("submit", onSubmit, true);
  for (const { control, path, press } of held) {
    control.removeAttribute("aria-busy");
    control.removeAttribute("data-tap-pending");
    const target = control.isConnected ? control : find(path);
    if (target && !target.disabled) press(target);
    await nextTask();
  }
}, { once: true });
})();`;

const HEAD = /<head>(<meta charSet="utf-8"\/>)?/;

/** Writes the keeper into the head of a prerendered page, before anything a visitor could tap. */
export function keepEarlyTaps(html: string): string {
  if (!HEAD.test(html)) throw new Error("no <head> to write the early-tap keeper into");
  return html.replace(HEAD, (head) => `${head}<script>${earlyTapKeeper}</script>`);
}
