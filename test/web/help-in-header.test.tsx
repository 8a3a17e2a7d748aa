// The ? button lives in the header beside the bell, never floating over the page (issue 38: at 390 px it covered the
// TOTP key on /profile). Its slot keeps the button's width before the overlays load after first paint.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import Overlays from "#web/app/overlays/overlays";
import { Header } from "#web/app/shell/header";
import type { CurrentUser } from "#web/lib/session";
import { json, renderPage, stubApi } from "./render";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = { id: 1, fullName: "Jordan Pike", email: "jo@example.com", role: "owner" } as unknown as CurrentUser;

describe("the help button", () => {
  it("sits in the header's slot, not fixed over the content, and opens the screen's help below it", async () => {
    localStorage.setItem("hasSeenWalkthrough", "true");
    stubApi({ "GET /api/user": json(user), "GET /api/badges": json({ achievements: [], badges: [] }) });
    renderPage(
      <>
        <Header user={user} />
        <Overlays />
      </>,
      { path: "/profile" },
    );
    const banner = screen.getByRole("banner");
    const help = await within(banner).findByRole("button", { name: "Help for this screen" });
    expect(help.className).not.toMatch(/\bfixed\b/);
    await userEvent.setup().click(help);
    await waitFor(() => expect(screen.getByRole("heading", { name: "Your profile" })).toBeTruthy());
  });
});
