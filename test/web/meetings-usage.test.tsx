// The meeting usage meter (spec section 9), the limit toast (section 8), and the recorder's pure helpers.
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { showLimitToastIfReached } from "#web/features/meetings/components/limit-toast";
import { UsageMeter } from "#web/features/meetings/components/usage-meter";
import { recordingTitle } from "#web/features/meetings/recording/recording-store";
import { formatElapsed } from "#web/features/meetings/recording/use-recorder";
import { ApiError } from "#web/lib/api";
import { toast } from "#web/lib/toast";

const meter = (used: number, limit: number | "unlimited") =>
  render(
    <MemoryRouter>
      <UsageMeter usage={{ meetingsUsed: used, meetingsLimit: limit, meetingsResetDate: "2026-12-01T06:00:00.000Z" }} />
    </MemoryRouter>,
  );

const bar = () => screen.getByRole("progressbar").firstElementChild as HTMLElement;

describe("usage meter", () => {
  it("shows Unlimited on Professional, with no bar or upgrade prompt", () => {
    meter(0, "unlimited");
    // The count and the plan's word apart: never "0 of Unlimited" (issue 38).
    const usage = screen.getByRole("region", { name: "Meeting usage" });
    expect(usage.textContent).not.toContain("of Unlimited");
    expect(screen.getByText("Unlimited").tagName).toBe("P");
    expect(screen.getByText("0 recorded")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByText("Upgrade Your Plan")).toBeNull();
  });

  it("is green below the limit and prompts an upgrade from limit - 2", () => {
    meter(7, 10);
    expect(bar().className).toContain("bg-green-600");
    expect(screen.queryByText("Upgrade Your Plan")).toBeNull();
    screen.getByRole("progressbar");
  });

  it("prompts an upgrade at limit - 2", () => {
    meter(8, 10);
    expect(bar().className).toContain("bg-green-600");
    expect(screen.getByRole("link", { name: "Upgrade Your Plan" }).getAttribute("href")).toBe("/subscription");
  });

  it("turns red at the limit", () => {
    meter(3, 3);
    expect(bar().className).toContain("bg-red-600");
    expect(screen.getByText("of 3")).toBeTruthy();
    expect(screen.getByText(/You've reached your monthly meeting recording limit\./)).toBeTruthy();
  });
});

describe("limit toast", () => {
  it("shows the spec's 8-second toast with Upgrade Your Plan to /subscription", () => {
    const spy = vi.spyOn(toast, "error").mockReturnValue(undefined);
    const navigate = vi.fn();
    expect(showLimitToastIfReached(new ApiError(403, "Monthly meeting limit reached"), navigate)).toBe(true);
    expect(spy).toHaveBeenCalledWith("Meeting Limit Reached", {
      description: "You've reached your monthly meeting recording limit.",
      duration: 8000,
      action: { label: "Upgrade Your Plan", onClick: expect.any(Function) },
    });
    const options = spy.mock.calls[0]![1] as unknown as { action: { onClick: () => void } };
    options.action.onClick();
    expect(navigate).toHaveBeenCalledWith("/subscription");
    expect(showLimitToastIfReached(new ApiError(500, "Something went wrong"), navigate)).toBe(false);
    spy.mockRestore();
  });
});

describe("recorder helpers", () => {
  it("names a recording the spec's way and times it mm:ss", () => {
    expect(recordingTitle(new Date(2026, 10, 5, 9, 7))).toBe("Meeting on 11/05/2026 at 09:07");
    // On the profile's wall clock when it is known, whatever the device's zone.
    expect(recordingTitle(new Date("2026-11-05T15:07:00Z"), "America/Chicago")).toBe("Meeting on 11/05/2026 at 09:07");
    expect(formatElapsed(0)).toBe("00:00");
    expect(formatElapsed(65)).toBe("01:05");
    expect(formatElapsed(3600)).toBe("60:00");
  });
});
