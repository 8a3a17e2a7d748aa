// The pure display rules of the billing screens: the payment tracker, project tabs and search, client search.
import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "#schema/rules/dates";
import { formatMoney } from "#schema/rules/money";
import { matchesClient } from "#web/features/clients/api/clients";
import { trackerSteps } from "#web/features/progress/components/payment-tracker";
import { filterProjects, type ProjectItem } from "#web/features/projects/api/projects";

describe("payment tracker", () => {
  const states = (status: string) => trackerSteps({ status }).map((s) => s.state);
  it("follows spec section 4 for every status", () => {
    expect(states("pending")).toEqual(["complete", "active", "upcoming"]);
    expect(states("approved")).toEqual(["complete", "complete", "active"]);
    expect(states("paid")).toEqual(["complete", "complete", "complete"]);
    expect(states("rejected")).toEqual(["complete", "rejected", "upcoming"]);
  });
  it("uses the spec's texts", () => {
    expect(trackerSteps({ status: "rejected" })[1]!.text).toBe("Client rejected the submission");
    expect(trackerSteps({ status: "rejected", rejectionReason: "Curb not sealed" })[1]!.text).toBe(
      "Client rejected the submission: Curb not sealed",
    );
    expect(trackerSteps({ status: "paid" })[2]!.text).toBe("Payment received");
    expect(trackerSteps({ status: "approved" })[2]!.text).toBe("Payment pending");
    expect(trackerSteps({ status: "pending" }).map((s) => s.title)).toEqual(["Submitted", "Approval", "Payment"]);
  });
});

describe("project tabs and search", () => {
  const project = (id: number, name: string, status: "active" | "completed") => ({ id, name, status }) as ProjectItem;
  const all = [
    project(1, "Webb Kitchen Rewire", "active"),
    project(2, "Alvarez Duplex Repipe", "completed"),
    project(3, "Northgate HVAC", "active"),
  ];
  const ids = (list: ProjectItem[]) => list.map((p) => p.id);
  it("Active shows every project not completed, Completed only completed, All everything", () => {
    expect(ids(filterProjects(all, "active", ""))).toEqual([1, 3]);
    expect(ids(filterProjects(all, "completed", ""))).toEqual([2]);
    expect(ids(filterProjects(all, "all", ""))).toEqual([1, 2, 3]);
  });
  it("matches the project name case-insensitively within the tab", () => {
    expect(ids(filterProjects(all, "all", "  REPIPE "))).toEqual([2]);
    expect(ids(filterProjects(all, "active", "repipe"))).toEqual([]);
  });
});

describe("client search", () => {
  const client = {
    name: "Priya Natarajan",
    companyName: "Northgate Dental Group",
    email: "priya@northgatedental.example",
  };
  it.each(["priya", "NORTHGATE dental", "dental.example", ""])("matches %j", (q) =>
    expect(matchesClient(client, q)).toBe(true),
  );
  it("does not match other text", () => expect(matchesClient(client, "webb")).toBe(false));
});

describe("formatting", () => {
  it("shows exact amounts on screens and calendar dates without a timezone shift", () => {
    expect(formatMoney(555_050)).toBe("$5,550.50");
    expect(formatMoney(555_000)).toBe("$5,550");
    expect(formatCalendarDate("2026-12-01")).toBe("Dec 1, 2026");
  });
});
