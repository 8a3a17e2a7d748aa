// The achievement-unlocked dialog: opens for a new unlocked badge, waits while signing, typing or recording a meeting,
// marks it read on close; several new at once open one summary.
import { onlineManager, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AchievementUnlocked } from "#web/app/overlays/achievement-unlocked";
import type { BadgesData } from "#web/features/achievements/api/achievements";
import { update as setRecording } from "#web/features/meetings/recording/live-state";
import { createQueryClient } from "#web/lib/query-client";
import { queryKeys } from "#web/lib/query-keys";

const unread: BadgesData = {
  badges: [
    {
      id: 1,
      code: "first_client",
      name: "First Client",
      description: "Add your first client.",
      icon: "users",
      category: "clients",
      level: 1,
      displayOrder: 110,
    },
  ],
  achievements: [{ id: 10, badgeId: 1, progress: 100, isNew: true, awardedAt: "2026-11-22T10:00:00.000Z" }],
} as BadgesData;

let calls: string[] = [];

/** Stubs fetch: records each call; `answer` gives the response for a URL. */
function stubFetch(answer: (url: string) => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      calls.push(`${method} ${new URL(url, "http://localhost").pathname}`);
      return answer(url);
    }),
  );
}

beforeEach(() => {
  calls = [];
  // The first-run tour is behind this person (a test below brings it back).
  localStorage.setItem("hasSeenWalkthrough", "true");
  stubFetch((url) => {
    if (url.includes("/read")) return Response.json({ id: 10, isNew: false });
    const read = { ...unread, achievements: unread.achievements.map((a) => ({ ...a, isNew: false })) };
    return Response.json(read);
  });
});
afterEach(() => vi.unstubAllGlobals());

/** `typing`: a field has focus from the first paint, as when someone is mid-entry. */
function renderAt(path: string, { typing = false } = {}) {
  const qc = createQueryClient();
  qc.setQueryData(queryKeys.badges, unread);
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            {/* biome-ignore lint/a11y/noAutofocus: stands for a person already typing in a form */}
            {typing && <input aria-label="Contact name" autoFocus />}
            <AchievementUnlocked />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return Object.assign(router, { client: qc });
}

describe("achievement-unlocked dialog", () => {
  it("opens for a new unlocked badge, and closing it marks it read", async () => {
    const user = userEvent.setup();
    renderAt("/clients");
    const dialog = await screen.findByRole("dialog", { name: "First Client" });
    expect(dialog.textContent).toContain("Achievement Unlocked!");
    await user.click(screen.getByRole("button", { name: "Awesome!" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(calls).toContain("POST /api/user/achievements/10/read"));
  });

  it("opens the next new badge when one is closed, each once", async () => {
    const user = userEvent.setup();
    const two = {
      badges: [...unread.badges, { ...unread.badges[0]!, id: 2, code: "first_project", name: "First Project" }],
      achievements: [
        ...unread.achievements,
        { id: 11, badgeId: 2, progress: 100, isNew: true, awardedAt: "2026-11-22T10:05:00.000Z" },
      ],
    } as BadgesData;
    // The server's side: each read is kept, and the badges read back says so.
    const read = new Set<number>();
    stubFetch((url) => {
      const id = /achievements\/(\d+)\/read/.exec(url)?.[1];
      if (id) {
        read.add(Number(id));
        return Response.json({ id: Number(id), isNew: false });
      }
      return Response.json({ ...two, achievements: two.achievements.map((a) => ({ ...a, isNew: !read.has(a.id) })) });
    });
    const { client } = renderAt("/clients");
    act(() => client.setQueryData(queryKeys.badges, two));
    await screen.findByRole("dialog", { name: "First Client" });
    await user.click(screen.getByRole("button", { name: "Awesome!" }));
    await screen.findByRole("dialog", { name: "First Project" });
    await user.click(screen.getByRole("button", { name: "Awesome!" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() =>
      expect(calls.filter((c) => c.endsWith("/read"))).toEqual([
        "POST /api/user/achievements/10/read",
        "POST /api/user/achievements/11/read",
      ]),
    );
  });

  it("stays closed with no signal, and marks it read once the connection returns", async () => {
    const user = userEvent.setup();
    onlineManager.setOnline(false);
    try {
      const qc = renderAt("/clients").client;
      await user.click(await screen.findByRole("button", { name: "Awesome!" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      // Give the effect that opens the next achievement every chance to re-open this one.
      await new Promise((r) => setTimeout(r, 100));
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(calls).not.toContain("POST /api/user/achievements/10/read");
      expect(qc.getQueryData<BadgesData>(queryKeys.badges)!.achievements[0]!.isNew).toBe(false);

      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(calls).toContain("POST /api/user/achievements/10/read"));
      expect(screen.queryByRole("dialog")).toBeNull();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it("waits for the first-run tour to be finished, skipped or closed", async () => {
    localStorage.removeItem("hasSeenWalkthrough");
    renderAt("/dashboard");
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole("dialog")).toBeNull();
    localStorage.setItem("hasSeenWalkthrough", "true");
    expect(await screen.findByRole("dialog", { name: "First Client" }, { timeout: 3000 })).toBeTruthy();
  });

  it("never interrupts in-person signing; it shows on the next screen", async () => {
    const router = renderAt("/progress/approve/5");
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(() => router.navigate("/progress/5"));
    expect(await screen.findByRole("dialog", { name: "First Client" })).toBeTruthy();
  });

  it("waits while someone is typing in a field, then opens once they leave it", async () => {
    renderAt("/clients", { typing: true });
    const field = screen.getByRole("textbox", { name: "Contact name" });
    expect(document.activeElement).toBe(field);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => field.blur());
    expect(await screen.findByRole("dialog", { name: "First Client" }, { timeout: 3000 })).toBeTruthy();
  });

  it("several new badges at once open one summary dialog; closing it marks every one read", async () => {
    const user = userEvent.setup();
    const three = {
      badges: [
        ...unread.badges,
        { ...unread.badges[0]!, id: 2, code: "first_project", name: "First Project" },
        { ...unread.badges[0]!, id: 3, code: "first_billing", name: "First Billing" },
      ],
      achievements: [
        ...unread.achievements,
        { id: 11, badgeId: 2, progress: 100, isNew: true, awardedAt: "2026-11-22T10:05:00.000Z" },
        { id: 12, badgeId: 3, progress: 100, isNew: true, awardedAt: "2026-11-22T10:06:00.000Z" },
      ],
    } as BadgesData;
    const qc = createQueryClient();
    qc.setQueryData(queryKeys.badges, three);
    const router = createMemoryRouter([{ path: "*", element: <AchievementUnlocked /> }], {
      initialEntries: ["/dashboard"],
    });
    render(
      <QueryClientProvider client={qc}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "3 badges earned" });
    for (const name of ["First Client", "First Project", "First Billing"]) expect(dialog.textContent).toContain(name);
    await user.click(screen.getByRole("button", { name: "Awesome!" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() =>
      expect(calls.filter((c) => c.endsWith("/read")).sort()).toEqual([
        "POST /api/user/achievements/10/read",
        "POST /api/user/achievements/11/read",
        "POST /api/user/achievements/12/read",
      ]),
    );
  });

  it("waits while a meeting is being recorded, on any screen, and opens once it is stopped", async () => {
    setRecording({ state: "recording" });
    try {
      const router = renderAt("/meetings");
      await new Promise((r) => setTimeout(r, 300));
      expect(screen.queryByRole("dialog")).toBeNull();
      // Moving around the app while it records changes nothing.
      await act(() => router.navigate("/projects"));
      await new Promise((r) => setTimeout(r, 300));
      expect(screen.queryByRole("dialog")).toBeNull();
      act(() => setRecording({ state: "idle" }));
      expect(await screen.findByRole("dialog", { name: "First Client" }, { timeout: 3000 })).toBeTruthy();
    } finally {
      setRecording({ state: "idle" });
    }
  });
});
