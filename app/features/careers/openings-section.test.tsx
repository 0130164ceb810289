// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobs } from "#copy/jobs";
import { jobPostingJsonLd } from "./job-posting";
import { OpeningsSection } from "./openings-section";

afterEach(() => vi.unstubAllGlobals());

describe("openings", () => {
  it("lists every opening with title, location, type and description", () => {
    render(
      <MemoryRouter>
        <OpeningsSection />
      </MemoryRouter>,
    );
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    for (const j of jobs) {
      const card = screen.getByRole("heading", { name: j.title }).closest("li")!;
      expect(card).toHaveTextContent(j.office === "mumbai" ? "Mumbai" : "Ahmedabad");
      expect(card).toHaveTextContent("Full-time");
      expect(card).toHaveTextContent(j.description);
    }
  });

  it("opens the 800-wide application modal for the chosen job; success shows the toast and closes it", async () => {
    const user = userEvent.setup();
    let xhr: { onload: (() => void) | null; status: number; responseText: string } | null = null;
    vi.stubGlobal(
      "XMLHttpRequest",
      class {
        upload = { onprogress: null };
        onload: (() => void) | null = null;
        status = 0;
        responseText = "";
        open() {}
        setRequestHeader() {}
        send() {
          // eslint-disable-next-line @typescript-eslint/no-this-alias
          xhr = this;
        }
      },
    );
    render(
      <MemoryRouter>
        <OpeningsSection />
      </MemoryRouter>,
    );
    const job = jobs[1]!;
    await user.click(screen.getByRole("button", { name: `Apply for ${job.title}` }));
    const dialog = screen.getByRole("dialog", { name: `Apply for ${job.title}` });
    expect(dialog.className).toContain("800px");
    const d = within(dialog);
    await user.type(d.getByLabelText(/First name/), "Asha");
    await user.type(d.getByLabelText(/Last name/), "Mehta");
    await user.type(d.getByLabelText(/Email address/), "asha@example.in");
    await user.type(d.getByLabelText(/Phone number/), "9876543210");
    await user.selectOptions(d.getByLabelText(/Total experience/), "3-5");
    await user.type(d.getByLabelText(/Current location/), "Pune");
    await user.type(d.getByLabelText(/Current\/last company/), "Mehta Fincorp");
    await user.selectOptions(d.getByLabelText(/Notice period/), "immediate");
    await user.type(d.getByLabelText(/Current CTC/), "8");
    await user.type(d.getByLabelText(/Expected CTC/), "10");
    await user.click(d.getByLabelText(/Cover letter/));
    await user.paste("x".repeat(60));
    await user.upload(d.getByLabelText(/^Resume/), new File(["%PDF-"], "cv.pdf", { type: "application/pdf" }));
    await user.click(d.getByRole("button", { name: "Submit Application" }));
    await act(async () => {
      xhr!.status = 201;
      xhr!.responseText = '{"ok":true,"reference":"UF-7K3Q9D"}';
      xhr!.onload?.();
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Application submitted successfully! We will contact you soon.");
  });

  it("describes each opening as a schema.org JobPosting", () => {
    const ld = jobPostingJsonLd(jobs[0]!, "https://www.udyamitra.example/career");
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      title: jobs[0]!.title,
      datePosted: jobs[0]!.datePosted,
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Udyamitra Finance Limited" },
      jobLocation: { address: { addressLocality: "Mumbai", postalCode: "400051", addressCountry: "IN" } },
    });
  });
});
