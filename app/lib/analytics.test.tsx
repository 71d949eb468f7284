// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reportPageView, useAnalyticsPageViews } from "./analytics.ts";

function Root() {
  useAnalyticsPageViews();
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <Root />,
        children: [
          { index: true, element: <p>home</p> },
          { path: "*", element: <p>page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete window.analytics;
});

describe("useAnalyticsPageViews", () => {
  it("reports client-side navigations but not the first page load", async () => {
    const page = vi.fn();
    window.analytics = { page };
    const router = renderAt("/");
    expect(page).not.toHaveBeenCalled();
    await act(() => router.navigate("/events?from=home"));
    await act(() => router.navigate("/venue"));
    expect(page.mock.calls).toEqual([["/events?from=home"], ["/venue"]]);
  });

  it("does not report a hash change on the same page", async () => {
    const page = vi.fn();
    window.analytics = { page };
    const router = renderAt("/");
    await act(() => router.navigate("/#gallery"));
    expect(page).not.toHaveBeenCalled();
  });

  it("never reports the account link pages, whose address carries a token", async () => {
    const page = vi.fn();
    window.analytics = { page };
    const router = renderAt("/");
    await act(() => router.navigate("/reset-password?token=a-mailed-token"));
    await act(() => router.navigate("/verify-email?token=a-mailed-token"));
    await act(() => router.navigate("/venue"));
    expect(page.mock.calls).toEqual([["/venue"]]);
  });

  it("does nothing when no analytics script is loaded", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const router = renderAt("/");
    await act(() => router.navigate("/work"));
    expect(document.body.textContent).toBe("page");
    // A script that has loaded without its page function yet: the view is dropped, not kept for later.
    const script: NonNullable<Window["analytics"]> = {};
    window.analytics = script;
    reportPageView("/work");
    script.page = vi.fn();
    reportPageView("/venue");
    expect(script.page).toHaveBeenCalledExactlyOnceWith("/venue");
    expect(errors).not.toHaveBeenCalled();
  });
});
