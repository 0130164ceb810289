// @vitest-environment jsdom
// The EMI calculator in the Hindi build: "#copy/..." is content/hi (vitest.config.ts, project "hi").
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmiCalculator } from "./emi-calculator";

const input = (label: RegExp) => screen.getByRole("textbox", { name: label });

describe("EMI कैलकुलेटर (Hindi)", () => {
  it("labels, ranges and results in Hindi with Indian grouping", () => {
    render(<EmiCalculator />);
    fireEvent.change(input(/लोन की रकम/), { target: { value: "1000000" } });
    fireEvent.change(input(/अवधि/), { target: { value: "12" } });
    fireEvent.change(input(/ब्याज दर/), { target: { value: "12" } });
    expect(screen.getByTestId("emi")).toHaveTextContent("₹88,848.79");
    expect(screen.getByText("₹10,00,000 · ₹1,00,000 से ₹5,00,00,000")).toBeInTheDocument();
    expect(screen.getByText("12 से 48")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "शेड्यूल डाउनलोड करें (CSV)" })).toBeInTheDocument();
  });

  it("explains out-of-range input in Hindi", () => {
    render(<EmiCalculator />);
    fireEvent.change(input(/अवधि/), { target: { value: "49" } });
    expect(screen.getByText("12 से 48 महीने तक की अवधि लिखें, पूरे महीनों में।")).toBeInTheDocument();
    expect(screen.getByText("अपनी EMI देखने के लिए हाइलाइट किया गया फ़ील्ड ठीक करें।")).toBeInTheDocument();
  });
});
