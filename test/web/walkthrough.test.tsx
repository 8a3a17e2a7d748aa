import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { Walkthrough } from "#web/app/overlays/walkthrough";
import { WALKTHROUGH_KEY } from "#web/app/overlays/walkthrough-seen";
import { TOURS } from "#web/app/overlays/walkthrough-steps";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderTour = (role: "owner" | "office" | "field" = "owner") => {
  const queries = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queries.setQueryData(["user"], { id: 1, role });
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
  render(
    <QueryClientProvider client={queries}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
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

  it("walks the owner's tour one page at a time: each step shows on its own page, the last finishes", async () => {
    const user = userEvent.setup();
    const router = renderTour("owner");
    expect(await screen.findByRole("dialog", { name: "Welcome to PayStage" })).toBeTruthy();
    expect(screen.getByText("Step 1 of 5")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show me how" }));
    // The step about clients shows on the clients page, and its button goes on to the next page.
    expect(screen.getByTestId("where").textContent).toBe("/clients");
    // The later steps' words arrive with their own chunk, asked for as the button was pressed (ADR 0223).
    expect(await screen.findByRole("dialog", { name: "Add a client" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next: projects" }));
    expect(screen.getByTestId("where").textContent).toBe("/projects");
    expect(screen.getByRole("dialog", { name: "Create a project" })).toBeTruthy();
    // Elsewhere the step steps aside, and it is back on its page.
    await router.navigate("/meetings");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await router.navigate("/projects");
    expect(await screen.findByRole("dialog", { name: "Create a project" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next: bill a stage" }));
    expect(screen.getByTestId("where").textContent).toBe("/progress/new");
    await user.click(screen.getByRole("button", { name: "Next: reminders" }));
    expect(screen.getByTestId("where").textContent).toBe("/nudge/config");
    expect(screen.getByRole("dialog", { name: "Set up reminders" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Skip tour" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Finish tour" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem(WALKTHROUGH_KEY)).toBe("true");
  });

  it("gives a field member their own tour, which never opens a page their role cannot use", async () => {
    const user = userEvent.setup();
    renderTour("field");
    expect(await screen.findByRole("dialog", { name: "Welcome to PayStage" })).toBeTruthy();
    expect(screen.getByText("Step 1 of 3")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show me how" }));
    expect(screen.getByTestId("where").textContent).toBe("/projects");
    expect(await screen.findByRole("dialog", { name: "Your projects" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next: bill a stage" }));
    expect(screen.getByTestId("where").textContent).toBe("/progress/new");
    await user.click(screen.getByRole("button", { name: "Finish tour" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    const pages = TOURS.field.map((s) => s.page).filter(Boolean);
    expect(pages).not.toContain("/nudge/config");
    expect(pages).not.toContain("/invoices");
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
