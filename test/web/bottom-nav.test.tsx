import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "#schema/contracts/team";
import { BottomNav } from "#web/app/shell/bottom-nav";
import { userQuery } from "#web/lib/session";

/** The navigation of a signed-in member of `role` (what each role sees comes from the permission table). */
const renderAt = (path: string, role: Role = "owner") => {
  const client = new QueryClient();
  client.setQueryData(userQuery.queryKey, { id: 1, fullName: "Jordan Pike", role } as never);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <BottomNav />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

const active = () =>
  screen
    .getAllByRole("link")
    .filter((l) => l.getAttribute("aria-current") === "page")
    .map((l) => l.textContent);

describe("bottom navigation", () => {
  it("has the spec's six destinations in order", () => {
    renderAt("/dashboard");
    expect(screen.getAllByRole("link").map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Invoices", "/invoices"],
      ["New progress", "/progress/new"],
      ["Meetings", "/meetings"],
      ["Projects", "/projects"],
      ["Clients", "/clients"],
    ]);
  });

  it("leaves Invoices out for a field member, who does not see the company's money", () => {
    renderAt("/dashboard", "field");
    expect(screen.getAllByRole("link").map((l) => l.textContent)).toEqual([
      "Home",
      "New progress",
      "Meetings",
      "Projects",
      "Clients",
    ]);
  });

  it.each([
    ["/", ["Home"]],
    ["/dashboard", ["Home"]],
    ["/projects", ["Projects"]],
    ["/project/12", ["Projects"]],
    ["/progress/submit/4", ["New progress"]],
    ["/progress/9", []],
    ["/clients", ["Clients"]],
    ["/meetings/3/edit", ["Meetings"]],
  ])("marks the active item on %s", (path, expected) => {
    renderAt(path);
    expect(active()).toEqual(expected);
  });
});
