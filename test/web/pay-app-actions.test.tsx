// Issue 37: a project billed by pay applications offers "New pay application", never Submit Progress (the server
// refuses a stage billing on it with a 422); a project billed in stages keeps Submit Progress.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ProjectsPage from "#web/features/projects/components/projects-page";
import { json, renderPage, stubApi } from "./render";

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

const me = { id: 1, fullName: "Jordan Pike", email: "jo@example.com", role: "owner", timezone: "America/New_York" };
const project = (id: number, name: string, billingMode: "stages" | "pay_apps") => ({
  id,
  name,
  description: null,
  clientId: 7,
  totalValue: null,
  completionPercentage: 20,
  status: "active",
  billingMode,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  client: { id: 7, name: "Dana Ortiz", companyName: "Ortiz GC", email: "dana@example.com", phone: null },
  latestProgress: null,
  progressStatus: "pending",
  progressAmount: 0,
  lastProgressNumber: 0,
  lastProgressDate: null,
});

describe("pay-app projects' action", () => {
  it("offers New pay application on a pay-app project and Submit Progress on a stage one", async () => {
    stubApi({
      "GET /api/user": json(me),
      "GET /api/projects": json([project(1, "Clinic fit-out", "pay_apps"), project(2, "Kitchen", "stages")]),
      "GET /api/clients": json([]),
    });
    renderPage(<ProjectsPage />, { path: "/projects" });
    const newApp = await screen.findByRole(
      "link",
      { name: "New pay application: Clinic fit-out" },
      { timeout: 15_000 },
    );
    expect(newApp.getAttribute("href")).toBe("/project/1?billing=new");
    expect(screen.queryByRole("link", { name: "Submit Progress: Clinic fit-out" })).toBeNull();
    expect(screen.getByRole("link", { name: "Submit Progress: Kitchen" }).getAttribute("href")).toBe(
      "/progress/submit/2",
    );
  });
});
