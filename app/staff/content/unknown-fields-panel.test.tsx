// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentMessages } from "#domain/staff/content-schemas.ts";
import { UnknownFieldsPanel } from "./unknown-fields-panel.tsx";

afterEach(cleanup);

const draft = { name: "Lights", subtitle: "Drive through", tickets: [{ label: "Car", priceEnv2: "OLD" }] };
const fields = [["subtitle"], ["tickets", 0, "priceEnv2"]];

describe("the fields a draft holds that the site no longer uses", () => {
  it("are named with their values, and removed with one button", () => {
    const onRemove = vi.fn();
    render(<UnknownFieldsPanel fields={fields} draft={draft} onRemove={onRemove} />);
    const panel = screen.getByRole("region", { name: "Fields the site no longer uses" });
    expect(
      within(panel).getByText(contentMessages.unknownFields(["Subtitle", "Tickets › 1 › Price env2"])),
    ).toBeTruthy();
    const listed = within(panel).getByRole("list", { name: "Fields the site no longer uses" });
    expect(
      within(listed)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Subtitle: “Drive through”", "Tickets › 1 › Price env2: “OLD”"]);
    fireEvent.click(within(panel).getByRole("button", { name: "Remove these fields" }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it("offers no removal to a role that may not edit", () => {
    render(<UnknownFieldsPanel fields={[["subtitle"]]} draft={draft} onRemove={null} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText(contentMessages.removeUnknownFields)).toBeTruthy();
  });
});
