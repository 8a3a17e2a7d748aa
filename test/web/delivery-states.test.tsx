// What the contractor reads about a message on its way: the submission's link notice and the profile's export link.
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DataExportCard } from "#web/features/profile/components/data-export-card";
import { type SubmittedProgress, SubmittedView } from "#web/features/progress/components/submitted-view";
import { json, renderPage, stubApi } from "./render";

const progress = (approvalDelivery: SubmittedProgress["approvalDelivery"]): SubmittedProgress => ({
  id: 7,
  progressNumber: 2,
  amount: 555_050,
  projectName: "Webb Kitchen Rewire",
  approvalDelivery,
});

const notice = (delivery: SubmittedProgress["approvalDelivery"]) => {
  const { unmount } = render(
    <MemoryRouter>
      <SubmittedView progress={progress(delivery)} />
    </MemoryRouter>,
  );
  const text = screen.getByRole("status").textContent;
  unmount();
  return text;
};

describe("after a submission", () => {
  it("says the link was sent, will be sent, or could not be sent, and never claims more than happened", () => {
    expect(notice("queued")).toBe("Your client has been sent a link to approve and sign.");
    expect(notice("later")).toBe(
      "Sending is delayed: the approval link will be sent to your client automatically within a few minutes.",
    );
    expect(notice(null)).toBe("The approval link could not be sent. Open the payment status to resend or copy it.");
  });
});

describe("what the contractor is offered right after submitting (issue 38)", () => {
  it("is the spec's Send Payment Reminder card, worded for a link that has only just gone out", () => {
    render(
      <MemoryRouter>
        <SubmittedView progress={progress("queued")} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Send Payment Reminder" })).toBeTruthy();
    expect(screen.getByText(/The approval link is on its way to your client/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Send Reminder" }).getAttribute("href")).toBe(
      "/nudge/clients?progressId=7",
    );
    expect(screen.getByRole("link", { name: "Skip" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "View payment status" }).getAttribute("href")).toBe("/progress/7");
  });
});

describe("the profile's data export", () => {
  it("is a plain download link to the export endpoint", () => {
    stubApi({});
    renderPage(<DataExportCard />);
    const link = screen.getByRole("link", { name: "Download my data" });
    expect(link.getAttribute("href")).toBe("/api/user/export");
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("or is prepared in the background, with a notification to come (ADR 0128)", async () => {
    const calls = stubApi({
      "POST /api/user/export/jobs": json(
        {
          id: "abcdefghijklmnopqrstuvwx",
          status: "queued",
          downloadUrl: "/api/user/export/jobs/abcdefghijklmnopqrstuvwx",
        },
        202,
      ),
    });
    renderPage(<DataExportCard />);
    fireEvent.click(screen.getByRole("button", { name: "Prepare it and notify me" }));
    expect(await screen.findByText("Preparing your data")).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /api/user/export/jobs"]);
  });
});
