// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { contentMessages } from "#domain/staff/content-schemas.ts";
import { PagesBehind } from "./pages-behind.tsx";

afterEach(cleanup);

const failure = {
  key: "event:christmas-lights",
  page: "/christmas-lights",
  version: 4,
  error: "Rendering /christmas-lights answered 500",
  failedAt: "2026-11-24T15:00:00.000Z",
};

describe("the pages still showing a previous version", () => {
  it("name each page and the version it could not show, with the document on the Content screen", () => {
    render(
      <MemoryRouter initialEntries={["/staff/content"]}>
        <PagesBehind failures={[failure, { ...failure, page: "/", key: "resort", version: 9 }]} linkDocuments />
      </MemoryRouter>,
    );
    const panel = screen.getByRole("region", { name: "Pages show a previous version" });
    const alert = within(panel).getByRole("alert");
    expect(alert.textContent).toContain(
      "The page /christmas-lights still shows the previous version: it could not be shown with version 4.",
    );
    expect(alert.textContent).toContain(contentMessages.pageBehind("/", 9));
    expect(within(panel).getByRole("link", { name: "Event: christmas-lights" }).getAttribute("href")).toBe(
      "/staff/content?doc=event%3Achristmas-lights",
    );
    expect(within(panel).getByText(contentMessages.pageBehindNext)).toBeTruthy();
  });

  it("show nothing while every page shows what is published", () => {
    const { container } = render(<PagesBehind failures={[]} linkDocuments={false} />);
    expect(container.textContent).toBe("");
  });
});
