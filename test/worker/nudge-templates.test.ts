// Reminder templates: the defaults every account starts with, create/edit/delete, the spec's messages, ownership.
import { describe, expect, it } from "vitest";
import { signedUp } from "./http";

const template = (overrides: Record<string, unknown> = {}) => ({
  name: "Gentle nudge",
  emailSubject: "About {{projectName}}",
  emailBody: "Hi {{clientName}}, {{amount}} is due {{dueDate}}.",
  smsBody: "{{amount}} due {{dueDate}}: {{paymentLink}}",
  triggerType: "days_after_due",
  triggerValue: 5,
  channels: ["email", "sms"],
  ...overrides,
});

describe("default templates", () => {
  it("gives a new account useful templates, including the quick reminder's Payment Reminder", async () => {
    const { browser } = await signedUp();
    const { status, body } = await browser.json<any>("/api/nudge-templates");
    expect(status).toBe(200);
    expect(body.map((t: { name: string }) => t.name).sort()).toEqual([
      "Approval Follow-up",
      "Due Today",
      "Past Due",
      "Payment Reminder",
    ]);
    const payment = body.find((t: { name: string }) => t.name === "Payment Reminder");
    expect(payment).toMatchObject({
      triggerType: "days_before_due",
      triggerValue: 3,
      channels: ["email"],
      active: true,
    });
    expect(payment.emailBody).toContain("{{paymentLink}}");
    const dueToday = body.find((t: { name: string }) => t.name === "Due Today");
    expect(dueToday).toMatchObject({ triggerType: "on_due_date", triggerValue: null });
  });
});

describe("create, edit, delete", () => {
  it("creates a template with both channels and lists it", async () => {
    const { browser } = await signedUp();
    const created = await browser.json<any>("/api/nudge-templates", { method: "POST", json: template() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Gentle nudge",
      triggerType: "days_after_due",
      triggerValue: 5,
      channels: ["email", "sms"],
      active: true,
    });
    const list = await browser.json<any>("/api/nudge-templates");
    expect(list.body.some((t: { id: number }) => t.id === created.body.id)).toBe(true);
  });

  it("applies the spec's defaults and ignores a trigger value on the due date", async () => {
    const { browser } = await signedUp();
    const onDue = await browser.json<any>("/api/nudge-templates", {
      method: "POST",
      json: template({ triggerType: "on_due_date", triggerValue: 9, channels: ["sms", "email", "sms"] }),
    });
    expect(onDue.status).toBe(201);
    expect(onDue.body).toMatchObject({ triggerType: "on_due_date", triggerValue: null, channels: ["email", "sms"] });
  });

  it.each([
    [{ name: "  " }, "Name is required"],
    [{ emailSubject: "" }, "Email subject is required"],
    [{ emailBody: undefined }, "Email body is required"],
    [{ smsBody: "" }, "SMS message is required"],
    [{ triggerValue: null }, "Must be a number"],
    [{ triggerValue: "3" }, "Must be a number"],
    [{ triggerValue: 0 }, "Must be at least 1"],
    [{ channels: [] }, "At least one channel is required"],
  ])("rejects %o with the spec's message", async (overrides, message) => {
    const { browser } = await signedUp();
    const { status, body } = await browser.json<any>("/api/nudge-templates", {
      method: "POST",
      json: template(overrides),
    });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it("updates and deletes its own templates; another contractor's are not found", async () => {
    const { browser } = await signedUp();
    const other = await signedUp();
    const { body: created } = await browser.json<any>("/api/nudge-templates", { method: "POST", json: template() });

    const edited = await browser.json<any>(`/api/nudge-templates/${created.id}`, {
      method: "PUT",
      json: template({
        name: "Firm nudge",
        triggerType: "days_before_due",
        triggerValue: 2,
        channels: ["email"],
        active: false,
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: created.id,
      name: "Firm nudge",
      triggerType: "days_before_due",
      triggerValue: 2,
      channels: ["email"],
      active: false,
    });

    const invalid = await browser.json<any>(`/api/nudge-templates/${created.id}`, {
      method: "PUT",
      json: template({ smsBody: "" }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("SMS message is required");

    expect(
      (await other.browser.json<any>(`/api/nudge-templates/${created.id}`, { method: "PUT", json: template() })).status,
    ).toBe(404);
    expect((await other.browser.json<any>(`/api/nudge-templates/${created.id}`, { method: "DELETE" })).status).toBe(
      404,
    );
    const theirs = await other.browser.json<any>("/api/nudge-templates");
    expect(theirs.body.some((t: { id: number }) => t.id === created.id)).toBe(false);

    const deleted = await browser.json<any>(`/api/nudge-templates/${created.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    const again = await browser.json<any>(`/api/nudge-templates/${created.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Template not found");
    expect((await browser.json<any>("/api/nudge-templates/abc", { method: "DELETE" })).status).toBe(404);
  });

  it("needs a session", async () => {
    const { browser } = await signedUp();
    browser.cookie = "";
    expect((await browser.fetch("/api/nudge-templates")).status).toBe(401);
    expect((await browser.fetch("/api/nudge-templates", { method: "POST", json: template() })).status).toBe(401);
  });
});
