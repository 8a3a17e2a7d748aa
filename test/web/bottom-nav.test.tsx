import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BottomNav } from "../../web/app/shell/bottom-nav";

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <BottomNav />
    </MemoryRouter>,
  );

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
