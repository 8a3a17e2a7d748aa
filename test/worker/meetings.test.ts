// Meetings CRUD: validation messages, owner scoping (404 for another user's meeting), 401 signed out, delete.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { meetingInput } from "../factories/meetings";
import { Browser, signedUp } from "./http";

describe("manual meetings", () => {
  it("creates, lists, reads, edits and deletes a meeting with its participants", async () => {
    const { browser } = await signedUp();
    const created = await browser.json<any>("/api/meetings", { method: "POST", json: meetingInput() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Panel rough-in walkthrough",
      location: "jobsite",
      status: "draft",
      processingStatus: "none",
      recordingUrl: null,
      // The blank key point is dropped, as the form drops it.
      keyPoints: [{ text: "Panel moves 2 ft north", assignedTo: null, dueDate: null }],
      actionItems: [{ text: "Order 200A breaker", assignedTo: "Sam", dueDate: "2026-11-25" }],
      participants: [{ name: "Sam Ortiz", email: "sam@example.com", role: "Foreman", clientId: null }],
      participantCount: 1,
    });
    const id = created.body.id;

    const list = await browser.json<any>("/api/meetings");
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id, participantCount: 1 });

    const edited = await browser.json<any>(`/api/meetings/${id}`, {
      method: "PUT",
      json: meetingInput({
        status: "completed",
        location: "office",
        summaryText: "Agreed on the panel move.",
        participants: [{ name: "Lee Park" }, { name: "Ana Diaz", email: "" }],
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      status: "completed",
      location: "office",
      summaryText: "Agreed on the panel move.",
    });
    expect(edited.body.participants.map((p: { name: string }) => p.name)).toEqual(["Lee Park", "Ana Diaz"]);

    const removed = await browser.json<any>(`/api/meetings/${id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await browser.json<any>(`/api/meetings/${id}`)).status).toBe(404);
    const left = await env.DB.prepare("select count(*) as n from meeting_participants where meeting_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("answers the spec's messages for a bad form", async () => {
    const { browser } = await signedUp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "  " }, "title", "Title is required"],
      [{ meetingDate: "" }, "meetingDate", "Meeting date is required"],
      [{ meetingDate: "not a date" }, "meetingDate", "Meeting date is required"],
      [{ location: "garage" }, "location", "Location is required"],
      [{ location: undefined }, "location", "Location is required"],
      [{ participants: [{ name: " " }] }, "participants.0.name", "Participant name is required"],
      [{ participants: [{ name: "A", email: "nope" }] }, "participants.0.email", "Please enter a valid email"],
    ];
    for (const [override, field, message] of cases) {
      const res = await browser.json<any>("/api/meetings", {
        method: "POST",
        json: { ...meetingInput(), ...override },
      });
      expect(res.status, field).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    }
    const notJson = await browser.fetch("/api/meetings", {
      method: "POST",
      body: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
  });

  it("defaults status to draft and refuses another user's project or client", async () => {
    const { browser } = await signedUp();
    const other = await signedUp();
    const client = await other.browser.json<any>("/api/clients", {
      method: "POST",
      json: { name: "Kim", companyName: "Kim Builders", email: "kim@example.com" },
    });
    const { status: _s, ...noStatus } = meetingInput();
    const res = await browser.json<any>("/api/meetings", { method: "POST", json: noStatus });
    expect(res.body.status).toBe("draft");
    const theirs = await browser.json<any>("/api/meetings", {
      method: "POST",
      json: meetingInput({ participants: [{ name: "Kim", clientId: client.body.id }] }),
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body.message).toBe("Client not found");
  });

  it("keeps meetings to their owner: 404 for others, 401 signed out", async () => {
    const owner = await signedUp();
    const intruder = await signedUp();
    const { body } = await owner.browser.json<any>("/api/meetings", { method: "POST", json: meetingInput() });
    for (const [method, path] of [
      ["GET", `/api/meetings/${body.id}`],
      ["PUT", `/api/meetings/${body.id}`],
      ["DELETE", `/api/meetings/${body.id}`],
      ["POST", `/api/meetings/${body.id}/share`],
      ["GET", `/api/meetings/${body.id}/audio`],
    ] as const) {
      const json =
        method === "PUT" ? meetingInput() : method === "POST" ? { recipientEmail: "x@example.com" } : undefined;
      const res = await intruder.browser.json<any>(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe("Meeting not found");
    }
    expect((await intruder.browser.json<any>("/api/meetings")).body).toEqual([]);
    expect((await new Browser().json<any>("/api/meetings")).status).toBe(401);
    expect((await owner.browser.json<any>("/api/meetings/abc")).status).toBe(404);
  });

  it("answers the first meeting for a retried create with the same Idempotency-Key", async () => {
    const { browser } = await signedUp();
    const headers = { "Idempotency-Key": "form_0123456789abcdef" };
    const [a, b] = await Promise.all([
      browser.json<any>("/api/meetings", { method: "POST", json: meetingInput(), headers }),
      browser.json<any>("/api/meetings", { method: "POST", json: meetingInput(), headers }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect((await browser.json<any>("/api/meetings")).body).toHaveLength(1);
  });
});

describe("participants on create", () => {
  it("saves participants with only a name, with an Idempotency-Key", async () => {
    const { browser } = await signedUp();
    const res = await browser.json<any>("/api/meetings", {
      method: "POST",
      json: meetingInput({
        participants: [
          { name: "Sam", email: null, role: "Foreman", clientId: null },
          { name: "Lee", email: "lee@example.com" },
        ],
      }),
      headers: { "Idempotency-Key": "form_abcdef0123456789abcd" },
    });
    expect(res.status).toBe(201);
    expect(res.body.participants.map((p: { name: string }) => p.name)).toEqual(["Sam", "Lee"]);
    // The list counts each meeting's own participants (two meetings, so ids and meeting ids differ).
    await browser.json<any>("/api/meetings", { method: "POST", json: meetingInput({ participants: [] }) });
    const list = (await browser.json<any>("/api/meetings")).body as { id: number; participantCount: number }[];
    expect(list.find((m) => m.id === res.body.id)?.participantCount).toBe(2);
    expect(list.find((m) => m.id !== res.body.id)?.participantCount).toBe(0);
  });
});
