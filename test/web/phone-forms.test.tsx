// Phones in the forms and lists (ADR 0118): the profile shows the number formatted and flags one the backfill could
// not read, the owner picks the company's country (anyone else reads it), and a pending invite flags its number too.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PendingInvite } from "#schema/contracts/team";
import { contact } from "#schema/i18n/app/en/contact";
import { ProfileForm } from "#web/features/profile/components/profile-form";
import { PendingInvites } from "#web/features/team/components/pending-invites";
import type { CurrentUser } from "#web/lib/session";
import { json, renderPage, stubApi } from "./render";

afterEach(() => vi.unstubAllGlobals());

const person = (overrides: Partial<CurrentUser>) =>
  ({
    id: 1,
    username: "dana",
    fullName: "Dana Reyes",
    email: "dana@example.com",
    phone: "+15125550100",
    phoneDisplay: "(512) 555-0100",
    phoneInvalid: false,
    role: "owner",
    companyName: "Reyes Electric",
    timezone: "America/Chicago",
    country: "US",
    ...overrides,
  }) as CurrentUser;

function openProfile(user: CurrentUser) {
  const calls = stubApi({
    "GET /api/user": json(user),
    "PUT /api/user/profile": (call) => json({ ...user, ...(call.body as object) }),
  });
  renderPage(<ProfileForm user={user} />, { path: "/profile" });
  return calls;
}

describe("the profile's phone and country", () => {
  it("shows the number formatted, and the owner saves a new country with it", async () => {
    const calls = openProfile(person({}));
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("(512) 555-0100");
    expect(screen.queryByText(contact.checkPhone)).toBeNull();
    const country = (await screen.findByLabelText("Country")) as HTMLSelectElement;
    expect(country.value).toBe("US");
    await userEvent.selectOptions(country, "GB");
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ phone: "(512) 555-0100", country: "GB" });
  });

  it("asks the person to check a flagged number", () => {
    openProfile(person({ phone: "555 0100", phoneDisplay: "555 0100", phoneInvalid: true }));
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("555 0100");
    expect(screen.getByText(contact.checkPhone)).toBeTruthy();
  });

  it("an office member reads the country and has no select for it", async () => {
    openProfile(person({ role: "office", country: "CA" }));
    expect(await screen.findByText(/Country: Canada\./)).toBeTruthy();
    expect(screen.queryByLabelText("Country")).toBeNull();
  });
});

describe("pending invites", () => {
  const invite = (overrides: Partial<PendingInvite>): PendingInvite => ({
    id: 9,
    fullName: "Jo Park",
    email: null,
    phone: "+15125550144",
    phoneDisplay: "(512) 555-0144",
    phoneInvalid: false,
    role: "field",
    invitedBy: "Dana Reyes",
    expiresAt: "2026-12-01T12:00:00.000Z",
    createdAt: "2026-11-24T12:00:00.000Z",
    ...overrides,
  });

  it("show the number formatted", () => {
    stubApi({});
    renderPage(<PendingInvites invites={[invite({})]} cancellable={[]} />);
    expect(screen.getByText("(512) 555-0144")).toBeTruthy();
    expect(screen.queryByText(contact.checkPhone)).toBeNull();
  });

  it("flag a number the backfill could not read", () => {
    stubApi({});
    renderPage(
      <PendingInvites
        invites={[invite({ phone: "ask Jo", phoneDisplay: "ask Jo", phoneInvalid: true })]}
        cancellable={[]}
      />,
    );
    expect(screen.getByText("ask Jo")).toBeTruthy();
    expect(screen.getByText(contact.checkPhone)).toBeTruthy();
  });
});
