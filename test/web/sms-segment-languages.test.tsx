// The template editor's SMS count says, before saving, what a default text costs in each language a client reads
// (ADR 0177): an accent outside GSM-7 makes it Unicode, 70 characters a segment.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_REMINDER_TEXTS } from "#schema/i18n/client/reminder-templates";
import { SmsSegmentCount } from "#web/features/nudges/components/sms-segment-count";

describe("SmsSegmentCount", () => {
  it("counts a default text in every client language, and names the letter that makes a text Unicode", () => {
    render(<SmsSegmentCount text={DEFAULT_REMINDER_TEXTS.en["Payment Reminder"].smsBody} />);
    const byLanguage = screen.getByTestId("sms-segments-by-language").textContent ?? "";
    expect(byLanguage).toMatch(/French \d+ characters, \d+ segments? \(Unicode\)/);
    expect(byLanguage).toContain("German");
    expect(byLanguage).toContain("Canadian French");
  });

  it("says nothing more for a text the contractor wrote in GSM-7, and names the accent that is not", () => {
    const { rerender } = render(<SmsSegmentCount text="Hi {{clientName}}, see {{paymentLink}}" />);
    expect(screen.queryByTestId("sms-segments-by-language")).toBeNull();
    expect(screen.getByTestId("sms-segments").textContent).not.toContain("70 characters");
    rerender(<SmsSegmentCount text="Hola {{clientName}}, aquí está" />);
    expect(screen.getByTestId("sms-segments").textContent).toContain(
      '"í" is not in the basic text alphabet, so each segment holds 70 characters instead of 160',
    );
  });
});
