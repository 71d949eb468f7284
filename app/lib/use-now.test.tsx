// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
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

describe("useClock", () => {
  it("renders once when the real time gives the same answer as the build's", () => {
    renderAt(BUILD + 1, <CountedYear />);
    expect(screen.getByText(String(new Date(BUILD).getFullYear()))).toBeDefined();
    expect(commits).toBe(1);
  });

  it("renders again with the real time's answer when it differs", () => {
    renderAt(new Date("2041-03-01T12:00:00Z"), <CountedYear />);
    expect(screen.getByText("2041")).toBeDefined();
    expect(commits).toBe(2);
  });

  it("checks the time each minute", () => {
    renderAt(new Date("2041-12-31T23:59:30"), <CountedYear />);
    expect(screen.getByText("2041")).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText("2042")).toBeDefined();
  });

  it("answers new props from the real time, not the build's", () => {
    const view = renderAt(BUILD + 3_600_000, <Phase mode="constant" />);
    expect(screen.getByText("constant")).toBeDefined();
    act(() => {
      view.rerender(<Phase mode="phase" />);
    });
    expect(screen.getByText("after")).toBeDefined();
  });
});
