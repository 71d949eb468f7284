// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { isSitePath, ReplyText } from "./reply-text.tsx";

function renderReply(content: string) {
  const router = createMemoryRouter([{ path: "*", element: <ReplyText content={content} /> }]);
  return render(<RouterProvider router={router} />).container;
}

describe("ReplyText", () => {
  it("renders links to site paths as links and everything else as text", () => {
    const container = renderReply(
      "See [Pique Nique](/pique-nique), [Home](/#contact), [bad](javascript:alert), [out](https://evil.example) and [proto](//evil.example).",
    );
    const links = [...container.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Pique Nique", "/pique-nique"],
      ["Home", "/#contact"],
    ]);
    expect(container.textContent).toBe("See Pique Nique, Home, bad, out and proto.");
  });

  it("never turns reply text into HTML", () => {
    const container = renderReply('<img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(container.querySelector("img, script")).toBeNull();
    expect(container.textContent).toContain("<img src=x");
  });

  it("links phone numbers and email addresses, bolds **text**, keeps paragraphs and lines", () => {
    const container = renderReply("Call (256) 555-0100 or email frontdesk@example.com.\nThanks!\n\n**Open now**");
    expect(container.querySelector('a[href="tel:+12565550100"]')?.textContent).toBe("(256) 555-0100");
    expect(container.querySelector('a[href="mailto:frontdesk@example.com"]')).not.toBeNull();
    expect(container.querySelectorAll("p")).toHaveLength(2);
    expect(container.querySelectorAll("br")).toHaveLength(1);
    expect(container.querySelector("strong")?.textContent).toBe("Open now");
  });

  it("accepts only same-site paths", () => {
    expect(isSitePath("/venue")).toBe(true);
    expect(isSitePath("//evil.example")).toBe(false);
    expect(isSitePath("/\\evil.example")).toBe(false);
    expect(isSitePath("venue")).toBe(false);
  });
});
