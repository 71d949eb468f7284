// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { Profiler, type ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useClock } from "./use-now.ts";

declare const __BUILD_TIME__: string;
const BUILD = new Date(__BUILD_TIME__).getTime();

let commits = 0;

function Year() {
  return <p>{useClock((now) => now.getFullYear())}</p>;
}

/** The year, counting each time React commits it. */
function CountedYear() {
  return (
    <Profiler id="year" onRender={() => (commits += 1)}>
      <Year />
    </Profiler>
  );
}

/** "before" or "after" the build's instant in one mode, a constant in the other. */
function Phase({ mode }: { mode: "constant" | "phase" }) {
  return <p>{useClock((now) => (mode === "constant" ? "constant" : now.getTime() > BUILD ? "after" : "before"))}</p>;
}

/** Renders `ui` with the clock (Date and the minute timer) held at `now`. */
function renderAt(now: number | Date, ui: ReactElement) {
  vi.useFakeTimers({ now, toFake: ["Date", "setInterval", "clearInterval"] });
  let view!: ReturnType<typeof render>;
  act(() => {
    view = render(ui);
  });
  return view;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  commits = 0;
});

/** The text the component shows. */
const shown = (view: ReturnType<typeof render>) => view.container.textContent;

describe("useClock", () => {
  it("renders once when the real time gives the same answer as the build's", () => {
    const view = renderAt(BUILD + 1, <CountedYear />);
    expect(shown(view)).toBe(String(new Date(BUILD).getFullYear()));
    expect(commits).toBe(1);
  });

  it("renders again with the real time's answer when it differs", () => {
    const view = renderAt(new Date("2041-03-01T12:00:00Z"), <CountedYear />);
    expect(shown(view)).toBe("2041");
    expect(commits).toBe(2);
  });

  it("checks the time each minute", () => {
    const view = renderAt(new Date("2041-12-31T23:59:30"), <CountedYear />);
    expect(shown(view)).toBe("2041");
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(shown(view)).toBe("2042");
  });

  it("answers new props from the real time, not the build's", () => {
    const view = renderAt(BUILD + 3_600_000, <Phase mode="constant" />);
    expect(shown(view)).toBe("constant");
    act(() => {
      view.rerender(<Phase mode="phase" />);
    });
    expect(shown(view)).toBe("after");
  });
});
