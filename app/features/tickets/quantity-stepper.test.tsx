// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { QuantityStepper } from "./quantity-stepper.tsx";

function Stepper({ start }: { start: number }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      id="adult"
      name="quantities.adult"
      label="Adult"
      value={value}
      disabled={false}
      onChange={setValue}
    />
  );
}

afterEach(cleanup);

const input = () => screen.getByLabelText<HTMLInputElement>("Adult quantity");
const remove = () => screen.getByRole<HTMLButtonElement>("button", { name: "Remove one Adult ticket" });
const add = () => screen.getByRole<HTMLButtonElement>("button", { name: "Add one Adult ticket" });

describe("the ticket quantity stepper", () => {
  it("starts at 0 and cannot go below it", () => {
    render(<Stepper start={0} />);
    expect(input().value).toBe("0");
    expect(remove().disabled).toBe(true);
    fireEvent.click(add());
    expect(input().value).toBe("1");
    fireEvent.click(remove());
    expect(input().value).toBe("0");
    fireEvent.change(input(), { target: { value: "-3" } });
    expect(input().value).toBe("0");
  });

  it("stops at the cap of 20 a type, and keeps typed quantities whole", () => {
    render(<Stepper start={19} />);
    fireEvent.click(add());
    expect(input().value).toBe("20");
    expect(add().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: "25" } });
    expect(input().value).toBe("20");
    fireEvent.change(input(), { target: { value: "2.7" } });
    expect(input().value).toBe("2");
  });
});
