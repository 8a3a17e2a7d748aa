// The contact block shows a phone formatted for people, dials the stored E.164, and flags a number the E.164
// backfill could not read (ADR 0118).
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contact } from "#schema/i18n/app/en/contact";
import { ContactBlock } from "#web/components/ui/contact-block";

const marcus = { name: "Marcus Webb", companyName: "Webb Family Homes", email: "marcus@webbhomes.example" };

describe("contact block phones", () => {
  it("shows the Worker's formatted copy and dials the E.164 number", () => {
    render(<ContactBlock contact={{ ...marcus, phone: "+15125550100", phoneDisplay: "(512) 555-0100" }} />);
    const link = screen.getByRole("link", { name: "(512) 555-0100" });
    expect(link.getAttribute("href")).toBe("tel:+15125550100");
    expect(screen.queryByText(contact.checkPhone)).toBeNull();
  });

  it("asks the contractor to check a flagged number, kept as typed", () => {
    render(
      <ContactBlock
        contact={{ ...marcus, phone: "call the office", phoneDisplay: "call the office", phoneInvalid: true }}
      />,
    );
    expect(screen.getByText("call the office")).toBeTruthy();
    expect(screen.getByText(contact.checkPhone)).toBeTruthy();
  });

  it("falls back to the stored phone when no formatted copy came with it", () => {
    render(<ContactBlock contact={{ ...marcus, phone: "+15125550100" }} />);
    expect(screen.getByRole("link", { name: "+15125550100" })).toBeTruthy();
  });
});
