// The Register form with the real providers: the spec's section 5 messages beside their fields, exactly, and the
// API error rule on a refused registration (the server's message in the "Registration failed" toast).
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countryOfTimeZone, RegisterForm } from "#web/features/auth/components/register-form";
import { json, renderPage, stubApi } from "./render";

afterEach(() => vi.unstubAllGlobals());

/** The message a screen reader reads for a field: its accessible description, or "" when it has none. */
const errorOf = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute("aria-describedby");
  return ids
    ? ids
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ")
    : "";
};

function openForm() {
  return renderPage(<RegisterForm onLogin={() => {}} />, {
    path: "/auth",
    routes: [{ path: "/dashboard", element: <h1>Dashboard</h1> }],
  });
}

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

const valid = {
  "Full name": "Dana Reyes",
  "Company name": "Reyes Electric",
  Email: "dana@example.com",
  Username: "dana",
  Password: "ladder-42",
  "Confirm password": "ladder-42",
};

describe("Register form", () => {
  it("shows the spec's message beside each field and sends nothing", async () => {
    const calls = stubApi({});
    openForm();
    await fill({ Email: "not-an-email", Username: "da", Password: "12345" });
    expect(await screen.findByText("Full name is required")).toBeTruthy();
    expect(errorOf("Full name")).toBe("Full name is required");
    expect(errorOf("Company name")).toBe("Company name is required");
    expect(errorOf("Email")).toBe("Please enter a valid email");
    expect(errorOf("Phone (optional)")).toBe("");
    expect(errorOf("Username")).toBe("Username must be at least 3 characters");
    expect(errorOf("Password")).toBe("Password must be at least 6 characters");
    expect(errorOf("Confirm password")).toBe("Confirm your password");
    expect(screen.getByLabelText("Full name").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("says the passwords don't match on the confirmation", async () => {
    stubApi({});
    openForm();
    await fill({ ...valid, "Confirm password": "ladder-43" });
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(errorOf("Confirm password")).toBe("Passwords don't match");
    expect(errorOf("Password")).toBe("");
  });

  it("toasts the server's message when the registration is refused, and signs in when it is not", async () => {
    let answer = json({ message: "Username already exists", code: "CONFLICT" }, 409);
    const calls = stubApi({ "POST /api/register": () => answer });
    const { router } = openForm();
    await fill(valid);
    const toast = (await screen.findByText("Registration failed")).closest("li") as HTMLElement;
    expect(within(toast).getByText("Username already exists")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/register")?.body).toMatchObject({
      username: "dana",
      fullName: "Dana Reyes",
      userType: "contractor",
    });
    expect(JSON.stringify(calls.at(-1)?.body)).not.toContain("confirmPassword");

    answer = json({ id: 1, username: "dana2", fullName: "Dana Reyes" }, 201);
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Your account has been created.")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("sends the chosen country, which the browser's timezone first suggests", async () => {
    const calls = stubApi({ "POST /api/register": () => json({ id: 1, username: "dana" }, 201) });
    openForm();
    await userEvent.selectOptions(screen.getByLabelText("Country"), "GB");
    await fill(valid);
    expect(await screen.findByText("Your account has been created.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/register")?.body).toMatchObject({ country: "GB" });
    expect(countryOfTimeZone("Europe/London")).toBe("GB");
    expect(countryOfTimeZone("America/Toronto")).toBe("CA");
    expect(countryOfTimeZone("Australia/Sydney")).toBe("AU");
    expect(countryOfTimeZone("America/Chicago")).toBe("US");
    expect(countryOfTimeZone("Europe/Berlin")).toBe("DE");
    expect(countryOfTimeZone("Europe/Brussels")).toBe("BE");
    expect(countryOfTimeZone("Atlantic/Canary")).toBe("ES");
  });

  it("offers the EU countries and sends the one chosen", async () => {
    const calls = stubApi({ "POST /api/register": () => json({ id: 1, username: "dana" }, 201) });
    openForm();
    await userEvent.selectOptions(screen.getByLabelText("Country"), "DE");
    await fill(valid);
    expect(await screen.findByText("Your account has been created.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/register")?.body).toMatchObject({ country: "DE" });
  });
});
