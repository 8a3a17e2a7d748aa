import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { Walkthrough } from "#web/app/overlays/walkthrough";
import { WALKTHROUGH_KEY } from "#web/app/overlays/walkthrough-seen";
import { WALKTHROUGH_STEPS } from "#web/app/overlays/walkthrough-steps";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderTour = () => {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <Walkthrough />
            <Where />
            <button type="button">Page behind</button>
          </>
        ),
      },
    ],
    { initialEntries: ["/dashboard"] },
  );
  render(<RouterProvider router={router} />);
};

describe("first-run walkthrough", () => {
  beforeEach(() => localStorage.clear());

  it("shows on first visit and not once the flag is set", async () => {
    localStorage.setItem(WALKTHROUGH_KEY, "true");
    renderTour();
    // It opens once the main thread is idle: give it well past that moment.
    await new Promise((done) => setTimeout(done, 1500));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("takes focus once open, and leaves the page behind usable: a tap there does not close it", async () => {
    const user = userEvent.setup();
    renderTour();
    const sheet = await screen.findByRole("dialog", { name: "Welcome to PayStage" });
    await waitFor(() => expect(document.activeElement).toBe(sheet));
    // Not modal: nothing behind it is hidden from screen readers.
    expect(screen.getByRole("button", { name: "Page behind" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Page behind" }));
    expect(screen.getByRole("dialog", { name: "Welcome to PayStage" })).toBeTruthy();
    expect(localStorage.getItem(WALKTHROUGH_KEY)).toBeNull();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem(WALKTHROUGH_KEY)).toBe("true");
  });

  it("walks the six steps: links are followed, the last step finishes and sets the flag", async () => {
    const user = userEvent.setup();
    renderTour();
    expect(await screen.findByRole("dialog", { name: "Welcome to PayStage" })).toBeTruthy();
    expect(screen.getByText("Step 1 of 6")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show me how" }));
    expect(screen.getByRole("dialog", { name: "Add a client" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add a client" }));
    expect(screen.getByTestId("where").textContent).toBe("/clients");
    expect(screen.getByRole("dialog", { name: "Create a project" })).toBeTruthy();
    // Skip on a later step moves on without navigating.
    await user.click(screen.getByRole("button", { name: "Skip" }));
    expect(screen.getByTestId("where").textContent).toBe("/clients");
    expect(screen.getByRole("dialog", { name: "Submit progress" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Skip" }));
    await user.click(screen.getByRole("button", { name: "Skip" }));
    expect(screen.getByRole("dialog", { name: WALKTHROUGH_STEPS[5]!.title })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Skip" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Get started" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem(WALKTHROUGH_KEY)).toBe("true");
  });

  it("ends on Skip tour at step 1, and on close", async () => {
    const user = userEvent.setup();
    renderTour();
    await user.click(await screen.findByRole("button", { name: "Skip tour" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem(WALKTHROUGH_KEY)).toBe("true");
  });

  it("ends when closed", async () => {
    const user = userEvent.setup();
    renderTour();
    await user.click(await screen.findByRole("button", { name: "Close tour" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem(WALKTHROUGH_KEY)).toBe("true");
  });
});
