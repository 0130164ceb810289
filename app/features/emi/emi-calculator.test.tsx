// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EmiCalculator } from "./emi-calculator";

const input = (label: RegExp) => screen.getByRole("textbox", { name: label });
const set = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

function reference() {
  render(<EmiCalculator />);
  set(/loan amount/i, "1000000");
  set(/tenure/i, "12");
  set(/interest rate/i, "12");
}

describe("EmiCalculator", () => {
  it("shows the reference EMI with Indian grouping", () => {
    reference();
    expect(screen.getByTestId("emi")).toHaveTextContent("₹88,848.79");
    expect(screen.getByText("₹10,00,000 · ₹1,00,000 to ₹5,00,00,000")).toBeInTheDocument();
  });

  it("shows a month-by-month schedule that ends at ₹0.00", () => {
    reference();
    const table = screen.getByRole("table", { hidden: true });
    const rows = within(table).getAllByRole("row", { hidden: true });
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent("₹10,00,000.00");
    expect(rows[12]?.lastElementChild).toHaveTextContent("₹0.00");
  });

  it.each([
    [/loan amount/i, "99999", "Enter a loan amount from ₹1,00,000 to ₹5,00,00,000."],
    [/loan amount/i, "", "Enter a loan amount from ₹1,00,000 to ₹5,00,00,000."],
    [/tenure/i, "49", "Enter a tenure from 12 to 48 months, in whole months."],
    [/tenure/i, "12.5", "Enter a tenure from 12 to 48 months, in whole months."],
    [/interest rate/i, "abc", "Enter an interest rate from 8% to 36% per year."],
  ])("explains out-of-range input instead of showing NaN (%s = %j)", (label, value, message) => {
    render(<EmiCalculator />);
    set(label, value);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(input(label)).toHaveAttribute("aria-invalid", "true");
    expect(input(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByTestId("emi")).toBeNull();
    expect(document.body.textContent).not.toContain("NaN");
  });

  it("downloads the schedule as CSV through an object URL", async () => {
    const created: Blob[] = [];
    // jsdom has no object URLs: define them for this test only.
    Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), "blob:emi"), revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    reference();
    fireEvent.click(screen.getByRole("button", { name: "Download schedule (CSV)" }));
    expect(click).toHaveBeenCalledOnce();
    const text = await created[0]!.text();
    expect(text.split("\r\n")[1]).toBe("1,1000000.00,88848.79,10000.00,78848.79,921151.21");
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });
});
