/**
 * The last touches on a prerendered page, so that nothing competes with its first paint
 * (docs/decisions/017):
 * - the module preloads leave the head, and the script that starts React asks for the page's
 *   scripts only once the page has painted, its priority image (the hero) included, or at once
 *   when the visitor presses, scrolls or types first;
 * - the stylesheet is written into the page, so the first paint waits for no second request;
 * - React Router's scroll restoring script reads no stored position on a visit's first load.
 * React Router writes the page; this works on its output and fails the build when that changes shape.
 */

/** Fired before the page has painted, any of these starts hydration at once. */
const INPUT_EVENTS = ["pointerdown", "keydown", "touchstart", "wheel", "scroll"];

/**
 * Runs the page's boot code (`boot`, an async function body) once the page has painted: after the
 * browser reports its first contentful paint and the paint of each priority image (Element Timing;
 * the image carries `elementtiming`), or, where a browser reports neither, after the images decode
 * and two frames. A frame is counted with an IntersectionObserver, whose first report follows a
 * rendered frame: not with requestAnimationFrame or timers, which a page clock (a test's, say) may
 * hold still; a task is counted with a MessageChannel for the same reason. A hidden tab paints
 * nothing, so it starts at once.
 */
function loader(preloads: readonly string[], boot: string): string {
  return `const preloads = ${JSON.stringify(preloads)};
const channel = new MessageChannel();
function nextTask() {
  return new Promise((resolve) => {
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
async function boot() {
  // Asking for a module preload holds the main thread, now and then for several milliseconds: one
  // per task, so they never add up to a long one.
  for (const href of preloads) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
${boot}
}
const inputs = ${JSON.stringify(INPUT_EVENTS)};
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const type of inputs) removeEventListener(type, start, true);
  void boot();
}
function frames(count) {
  return new Promise((resolve) => {
    if (count === 0 || !("IntersectionObserver" in window)) return resolve();
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      void frames(count - 1).then(resolve);
    });
    observer.observe(document.documentElement);
  });
}
const reported = typeof PerformanceObserver === "function" ? PerformanceObserver.supportedEntryTypes ?? [] : [];
function observed(type, match) {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(match)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}
function painted(image) {
  const decoded = image.decode().then(() => true, () => false);
  if (!reported.includes("element")) return decoded.then((ok) => ok && frames(2));
  // A broken image is never painted; one the layout hides is covered after many frames.
  return Promise.race([
    observed("element", (entry) => entry.element === image),
    decoded.then((ok) => ok && frames(10)),
  ]);
}
for (const type of inputs) addEventListener(type, start, { capture: true, passive: true });
if (document.visibilityState === "hidden") start();
const waits = [...document.querySelectorAll('img[fetchpriority="high"]')].map(painted);
// A page with nothing contentful to paint (the staff console's empty shell) starts after many frames.
waits.push(
  reported.includes("paint")
    ? Promise.race([observed("paint", (entry) => entry.name === "first-contentful-paint"), frames(10)])
    : frames(2),
);
void Promise.all(waits).then(start);`;
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * React Router's boot script imports the route manifest and the page's route modules statically, then
 * the entry with `import()`. The same steps as awaited `import()`s, so nothing is fetched until called.
 */
function dynamicBoot(script: string): string {
  const lines = script
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  return lines
    .map((line) => {
      const sideEffect = /^import ("[^"]+");$/.exec(line);
      if (sideEffect) return `  await import(${sideEffect[1]});`;
      const namespace = /^import \* as (\w+) from ("[^"]+");$/.exec(line);
      if (namespace) return `  const ${namespace[1]} = await import(${namespace[2]});`;
      if (/^import\s/.test(line)) throw new Error(`unexpected import in React Router's boot script: ${line}`);
      return `  ${line}`;
    })
    .join("\n");
}

/** Moves a page's script loading after its first paint (see the file's comment). */
export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const boots = [...html.matchAll(BOOT_SCRIPT)];
  if (boots.length !== 1 || preloads.length === 0) {
    throw new Error(
      `expected React Router's boot script and module preloads, found ${boots.length} and ${preloads.length}`,
    );
  }
  const boot = boots[0]?.[1] ?? "";
  // The boot script keeps its element and attributes: React hydrates <Scripts /> against it.
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(BOOT_SCRIPT, () => `<script type="module" async="">${loader(preloads, dynamicBoot(boot))}</script>`);
}

const STYLE_RESOURCE = /<style data-precedence="([^"]+)" data-href="([^"]+)"><\/style>/g;

/** Fills each stylesheet the root left empty (`<style href precedence>`, see app/root.tsx) with the file it names. */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  let found = 0;
  const result = html.replace(STYLE_RESOURCE, (_, precedence: string, href: string) => {
    found += 1;
    const css = read(href);
    if (css.includes("</style")) throw new Error(`${href} contains "</style"`);
    return `<style data-precedence="${precedence}" data-href="${href}">${css}</style>`;
  });
  if (found === 0) throw new Error("no stylesheet to write into the page");
  return result;
}

/** React Router's `<ScrollRestoration />` script, called with its storage key and no restore key. */
const SCROLL_RESTORE =
  /<script>\(\(storageKey2, restoreKey\) => \{([\s\S]*?)\}\)\("react-router-scroll-positions", (null|"[^"]*")\)<\/script>/;
const NEW_ENTRY_KEYED = `window.history.replaceState({ key }, "");
    }`;

/**
 * React Router's scroll restoring script gives a history entry without a key a new random one, then
 * looks that key up in sessionStorage, where it cannot be yet. The first read of sessionStorage
 * asks the browser process and held the main thread 1-15 ms as the page was being read. With no
 * restore key of our own (null), the script now stops once it has given the new key; an entry
 * that has its key (a reload, a return) is restored as before.
 */
export function skipFirstScrollRestore(html: string): string {
  if (!html.includes("react-router-scroll-positions")) return html;
  const script = SCROLL_RESTORE.exec(html);
  const body = script?.[1] ?? "";
  if (!script || script[2] !== "null" || body.split(NEW_ENTRY_KEYED).length !== 2) {
    throw new Error("React Router's scroll restoring script has changed shape: see skipFirstScrollRestore");
  }
  const quiet = body.replace(NEW_ENTRY_KEYED, (keyed) => keyed.replace(/\}$/, "  return;\n    }"));
  return html.replace(script[0], () => script[0].replace(body, () => quiet));
}
