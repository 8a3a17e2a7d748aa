// /team and /invite/{token} with the real providers: what each role sees, the invite form's schema messages and
// its call, the upgrade prompt in place of the form, and accepting an invite into the dashboard.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InvitePreview, Team } from "#schema/contracts/team";
import AcceptInvitePage from "#web/features/invite/components/accept-invite-page";
import TeamPage from "#web/features/team/components/team-page";
import { json, renderPage, stubApi } from "./render";

afterEach(() => vi.unstubAllGlobals());

const me = (role: "owner" | "office" | "field") => ({ id: 1, fullName: "Jordan Pike", email: "jo@example.com", role });

const team = (overrides: Partial<Team> = {}): Team => ({
  companyName: "Pike Plumbing",
  members: [
    {
      id: 1,
      fullName: "Jordan Pike",
      username: "jordan",
      email: "jo@example.com",
      role: "owner",
      lastActiveAt: null,
      isYou: true,
    },
    {
      id: 2,
      fullName: "Sam Rivera",
      username: "sam",
      email: "sam@example.com",
      role: "field",
      lastActiveAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
      isYou: false,
    },
  ],
  invites: [
    {
      id: 9,
      fullName: "Alex Chen",
      email: "alex@example.com",
      phone: null,
      phoneDisplay: null,
      phoneInvalid: false,
      role: "office",
      invitedBy: "Jordan Pike",
      expiresAt: "2026-12-01T12:00:00.000Z",
      createdAt: "2026-11-24T12:00:00.000Z",
    },
  ],
  seats: "unlimited",
  canInvite: true,
  inviteBlockedReason: null,
  clientContactId: null,
  ...overrides,
});

const openTeam = () => renderPage(<TeamPage />, { path: "/team" });

describe("/team", () => {
  it("shows the owner every member with their tools, pending invites, and sends an invite", async () => {
    const calls = stubApi({
      "GET /api/user": json(me("owner")),
      "GET /api/team": json(team()),
      "POST /api/team/invites": json({ ...team().invites[0], id: 10, fullName: "Lee Park", role: "field" }, 201),
    });
    openTeam();
    const members = await screen.findByRole("region", { name: "Members" });
    expect(within(members).getByText("You")).toBeTruthy();
    expect(within(members).getByText("Last active 3 hours ago")).toBeTruthy();
    // Tools for the other member only, never for yourself.
    expect(within(members).getAllByRole("button", { name: "Remove" })).toHaveLength(1);
    expect(within(members).getByLabelText("Role of Sam Rivera")).toBeTruthy();
    expect(within(members).queryByLabelText("Role of Jordan Pike")).toBeNull();
    const invites = screen.getByRole("region", { name: "Pending invites" });
    expect(within(invites).getByText("alex@example.com")).toBeTruthy();
    expect(within(invites).getByRole("button", { name: "Cancel invite for Alex Chen" })).toBeTruthy();

    const user = userEvent.setup();
    const form = screen.getByRole("region", { name: "Invite a member" });
    expect(
      within(within(form).getByLabelText("Role"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Office", "Field"]);
    await user.click(within(form).getByRole("button", { name: "Send invite" }));
    // The form's schema loads on this first submit: room for that import on a busy machine.
    expect(await within(form).findByText("Full name is required", {}, { timeout: 5000 })).toBeTruthy();
    expect(within(form).getByText("Enter an email or a mobile number")).toBeTruthy();
    await user.type(within(form).getByLabelText("Full name"), "Lee Park");
    await user.type(within(form).getByLabelText("Email"), "lee@example.com");
    await user.click(within(form).getByRole("button", { name: "Send invite" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/api/team/invites",
      body: { fullName: "Lee Park", email: "lee@example.com", phone: null, role: "field" },
    });
    expect(await screen.findByText("Invite sent")).toBeTruthy();
  }, 15_000);

  it("offers the plans instead of the form when the plan has no seat", async () => {
    stubApi({
      "GET /api/user": json(me("owner")),
      "GET /api/team": json(
        team({ canInvite: false, inviteBlockedReason: "Your plan has one user. Upgrade to add your crew." }),
      ),
    });
    openTeam();
    expect(await screen.findByText("Your plan has one user. Upgrade to add your crew.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/subscription");
    expect(screen.queryByRole("button", { name: "Send invite" })).toBeNull();
  });

  it("shows a field member the member list only", async () => {
    stubApi({ "GET /api/user": json(me("field")), "GET /api/team": json(team()) });
    openTeam();
    const members = await screen.findByRole("region", { name: "Members" });
    expect(within(members).getByText("Sam Rivera")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Pending invites" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Invite a member" })).toBeNull();
  });
});

describe("/invite/{token}", () => {
  const token = "a".repeat(43);
  const preview: InvitePreview = {
    companyName: "Pike Plumbing",
    fullName: "Sam Rivera",
    role: "field",
    invitedBy: "Jordan Pike",
    email: "sam@example.com",
    phone: null,
    phoneDisplay: null,
  };
  const open = () =>
    renderPage(<AcceptInvitePage />, {
      path: "/invite/:token",
      url: `/invite/${token}`,
      routes: [
        { path: "/dashboard", element: <h1>Dashboard</h1> },
        { path: "/auth", element: <h1>Auth</h1> },
      ],
    });

  it("says who invited whom, prefills the invite, and accepting opens the dashboard", async () => {
    const calls = stubApi({
      "GET /api/user": json({ message: "Not signed in", code: "UNAUTHORIZED" }, 401),
      [`GET /api/invites/${token}`]: json(preview),
      [`POST /api/invites/${token}/accept`]: json({ id: 2, fullName: "Sam Rivera", role: "field" }, 201),
    });
    open();
    expect(
      await screen.findByRole("heading", { name: "Jordan Pike invited you to join Pike Plumbing as a field tech" }),
    ).toBeTruthy();
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Sam Rivera");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("sam@example.com");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Username"), "samr");
    await user.type(screen.getByLabelText("Password"), "conduit-77");
    await user.type(screen.getByLabelText("Confirm password"), "conduit-77");
    await user.click(screen.getByRole("button", { name: "Join the team" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      username: "samr",
      password: "conduit-77",
      fullName: "Sam Rivera",
      email: "sam@example.com",
      phone: null,
      // The browser's language (here English), the new member's own (ADR 0196).
      language: "en",
    });
  });

  it("shows the server's reason and a way to sign in when the invite cannot be used", async () => {
    stubApi({
      [`GET /api/invites/${token}`]: json(
        { message: "This invite has expired. Ask for a new one.", code: "CONFLICT" },
        409,
      ),
    });
    open();
    expect(await screen.findByText("This invite has expired. Ask for a new one.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toBe("/auth");
  });

  it("prefills a text invite's number and does not ask for an email", async () => {
    const calls = stubApi({
      "GET /api/user": json({ message: "Not signed in", code: "UNAUTHORIZED" }, 401),
      [`GET /api/invites/${token}`]: json({
        ...preview,
        email: null,
        phone: "+15125550123",
        phoneDisplay: "(512) 555-0123",
      }),
      [`POST /api/invites/${token}/accept`]: json({ id: 2, fullName: "Sam Rivera", role: "field" }, 201),
    });
    open();
    const number = (await screen.findByLabelText("Mobile number")) as HTMLInputElement;
    expect(number.value).toBe("(512) 555-0123");
    expect((screen.getByLabelText("Email (optional)") as HTMLInputElement).value).toBe("");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Username"), "samr");
    await user.type(screen.getByLabelText("Password"), "conduit-77");
    await user.type(screen.getByLabelText("Confirm password"), "conduit-77");
    await user.click(screen.getByRole("button", { name: "Join the team" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ email: null, phone: "(512) 555-0123" });
  });

  it("says at once who is signed in, and offers to sign out first instead of the form", async () => {
    stubApi({
      "GET /api/user": json({ ...me("owner"), username: "jordan", companyName: "Other Co" }),
      [`GET /api/invites/${token}`]: json(preview),
    });
    open();
    expect(await screen.findByText(/You're signed in as/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign out and continue" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join the team" })).toBeNull();
  });
});

describe("a role change", () => {
  it("waits for the owner's confirmation before it is sent", async () => {
    const calls = stubApi({
      "GET /api/user": json(me("owner")),
      "GET /api/team": json(team()),
      "PATCH /api/team/members/2": json({ id: 2, role: "office" }),
    });
    openTeam();
    const members = await screen.findByRole("region", { name: "Members" });
    const user = userEvent.setup();
    await user.selectOptions(within(members).getByLabelText("Role of Sam Rivera"), "office");
    const confirm = await screen.findByRole("alertdialog", { name: "Change Sam Rivera's role to Office?" });
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Change role" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(1));
  });
});
