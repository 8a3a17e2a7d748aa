// Archived items have a way back (issue 23): the closed disclosure loads them when opened and each has Restore.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ArchivedDisclosure } from "#web/components/ui/archived-disclosure";
import { ArchivedList } from "#web/components/ui/archived-list";

describe("archived list", () => {
  it("loads only when opened, lists each archived item, and restores the one asked for", async () => {
    const user = userEvent.setup();
    const read = vi.fn(async () => [
      { id: 3, name: "Webb Deck", clientName: "Marcus Webb" },
      { id: 4, name: "Webb Garage", clientName: "Marcus Webb" },
    ]);
    const restore = vi.fn(async () => undefined);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ArchivedDisclosure label="Archived projects">
          {(label) => (
            <ArchivedList
              label={label}
              none="No archived projects."
              query={{ queryKey: ["projects", "archived"], queryFn: read }}
              toItem={(p) => ({ id: p.id, title: p.name, detail: p.clientName })}
              restore={restore}
              restored="Project restored"
            />
          )}
        </ArchivedDisclosure>
      </QueryClientProvider>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(read).not.toHaveBeenCalled();
    await user.click(screen.getByText("Archived projects"));
    const list = await screen.findByRole("list", { name: "Archived projects" });
    expect(list.textContent).toContain("Webb Deck");
    await user.click(screen.getByRole("button", { name: "Restore Webb Garage" }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith(4));
  });
});
