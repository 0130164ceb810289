// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aboutFaq } from "#copy/pages/about";
import { Faq } from "./faq";

const questions = aboutFaq.items.map((i) => i.question);
const button = (q: string) => screen.getByRole("button", { name: q });
const expanded = () => questions.filter((q) => button(q).getAttribute("aria-expanded") === "true");

describe("Faq", () => {
  it("lists four questions, all closed, as buttons inside headings", () => {
    render(<Faq />);
    expect(questions).toHaveLength(4);
    for (const q of questions) expect(button(q).parentElement?.tagName).toBe("H3");
    expect(expanded()).toEqual([]);
  });

  it("opens one answer at a time", () => {
    render(<Faq />);
    fireEvent.click(button(questions[1]!));
    expect(expanded()).toEqual([questions[1]]);
    const answer = screen.getByRole("region", { name: questions[1] });
    expect(answer).toHaveTextContent(aboutFaq.items[1]!.answer);
    expect(button(questions[1]!)).toHaveAttribute("aria-controls", answer.id);
    fireEvent.click(button(questions[3]!));
    expect(expanded()).toEqual([questions[3]]);
    expect(screen.queryByRole("region", { name: questions[1] })).toBeNull();
  });

  it("closes the open answer when its question is clicked again", () => {
    render(<Faq />);
    fireEvent.click(button(questions[0]!));
    fireEvent.click(button(questions[0]!));
    expect(expanded()).toEqual([]);
  });
});
