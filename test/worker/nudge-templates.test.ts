// Reminder templates: the defaults every account starts with, create/edit/delete, the spec's messages, ownership.
// On the typed client: requests are the contract's input, answers the route's own types.
import { describe, expect, it } from "vitest";
import type { NudgeTemplateInput } from "#schema/contracts/nudges";
import { failure, ok, signedUp } from "./http";

const template = (overrides: Partial<Record<keyof NudgeTemplateInput, unknown>> = {}) =>
  ({
    name: "Gentle nudge",
    emailSubject: "About {{projectName}}",
    emailBody: "Hi {{clientName}}, {{amount}} is due {{dueDate}}.",
    smsBody: "{{amount}} due {{dueDate}}: {{paymentLink}}",
    triggerType: "days_after_due",
    triggerValue: 5,
    channels: ["email", "sms"],
    // Refusal cases send what the contract would not accept: the cast is the point of those tests.
    ...overrides,
  }) as NudgeTemplateInput;

const param = (id: number | string) => ({ param: { id: String(id) } });

describe("default templates", () => {
  it("gives a new account useful templates, including the quick reminder's Payment Reminder", async () => {
    const { browser } = await signedUp();
    const list = await ok(browser.api["nudge-templates"].$get());
    expect(list.map((t) => t.name).sort()).toEqual(["Approval Follow-up", "Due Today", "Past Due", "Payment Reminder"]);
    const payment = list.find((t) => t.name === "Payment Reminder")!;
    expect(payment).toMatchObject({
      triggerType: "days_before_due",
      triggerValue: 3,
      channels: ["email"],
      active: true,
    });
    expect(payment.emailBody).toContain("{{paymentLink}}");
    const dueToday = list.find((t) => t.name === "Due Today");
    expect(dueToday).toMatchObject({ triggerType: "on_due_date", triggerValue: null });
  });
});

describe("create, edit, delete", () => {
  it("creates a template with both channels and lists it", async () => {
    const { browser } = await signedUp();
    const created = await ok(browser.api["nudge-templates"].$post({ json: template() }), 201);
    expect(created).toMatchObject({
      name: "Gentle nudge",
      triggerType: "days_after_due",
      triggerValue: 5,
      channels: ["email", "sms"],
      active: true,
    });
    const list = await ok(browser.api["nudge-templates"].$get());
    expect(list.some((t) => t.id === created.id)).toBe(true);
  });

  it("applies the spec's defaults and ignores a trigger value on the due date", async () => {
    const { browser } = await signedUp();
    const onDue = await ok(
      browser.api["nudge-templates"].$post({
        json: template({ triggerType: "on_due_date", triggerValue: 9, channels: ["sms", "email", "sms"] }),
      }),
      201,
    );
    expect(onDue).toMatchObject({ triggerType: "on_due_date", triggerValue: null, channels: ["email", "sms"] });
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
    const res = await failure(browser.api["nudge-templates"].$post({ json: template(overrides) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("updates and deletes its own templates; another contractor's are not found", async () => {
    const { browser } = await signedUp();
    const other = await signedUp();
    const mine = browser.api["nudge-templates"][":id"];
    const theirs = other.browser.api["nudge-templates"][":id"];
    const created = await ok(browser.api["nudge-templates"].$post({ json: template() }), 201);

    const edited = await ok(
      mine.$put({
        ...param(created.id),
        json: template({
          name: "Firm nudge",
          triggerType: "days_before_due",
          triggerValue: 2,
          channels: ["email"],
          active: false,
        }),
      }),
    );
    expect(edited).toMatchObject({
      id: created.id,
      name: "Firm nudge",
      triggerType: "days_before_due",
      triggerValue: 2,
      channels: ["email"],
      active: false,
    });

    const invalid = await failure(mine.$put({ ...param(created.id), json: template({ smsBody: "" }) }));
    expect(invalid).toMatchObject({ status: 400, body: { message: "SMS message is required" } });

    expect((await theirs.$put({ ...param(created.id), json: template() })).status).toBe(404);
    expect((await theirs.$delete(param(created.id))).status).toBe(404);
    expect((await ok(other.browser.api["nudge-templates"].$get())).some((t) => t.id === created.id)).toBe(false);

    expect((await mine.$delete(param(created.id))).status).toBe(200);
    const again = await failure(mine.$delete(param(created.id)));
    expect(again).toMatchObject({ status: 404, body: { message: "Template not found" } });
    expect((await mine.$delete(param("abc"))).status).toBe(404);
  });

  it("needs a session", async () => {
    const { browser } = await signedUp();
    browser.cookie = "";
    expect((await browser.api["nudge-templates"].$get()).status).toBe(401);
    expect((await browser.api["nudge-templates"].$post({ json: template() })).status).toBe(401);
  });
});
