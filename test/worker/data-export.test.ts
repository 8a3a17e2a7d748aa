// GET /api/user/export: a seeded contractor's ZIP holds their records, approval evidence, invoice PDFs, photos and
// signature, and nothing of anyone else's.
import { unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { NOTES_MODEL } from "#worker/providers/ai";
import { makeClient, makeProject, uploadPhoto } from "../factories/billing";
import { tinyPng } from "../factories/images";
import { makeMeeting, recordingForm, shareMeeting, webmBytes } from "../factories/meetings";
import { faultyWorld } from "./faults";
import { Browser, ok, uniqueName } from "./http";
import { readPdf } from "./pdf-text";

// Each test is a multi-request flow over real bindings; on a loaded machine that outlasts the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

const SIGNATURE = `data:image/png;base64,${Buffer.from(tinyPng()).toString("base64")}`;
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** What the assertions read of the export's records (the files are JSON the test parses, not an API answer). */
type ExportedProgress = { id: number; approval: unknown; photos: { file: string }[] };
type ExportedMeeting = { id: number; shares: unknown[]; audioFile: string | null; transcriptFile: string | null };

async function seededContractor(world: ReturnType<typeof faultyWorld>, company: string) {
  const browser = world.browser();
  const username = uniqueName("exp");
  await ok(
    browser.api.register.$post({
      json: {
        username,
        password: "ladder-jobsite-42",
        fullName: "Dana Reyes",
        email: `${username}@example.com`,
        companyName: company,
      },
    }),
    201,
  );
  const client = await makeClient(browser, {
    name: `Client of ${company}`,
    companyName: `${company} Client Co`,
    email: `${uniqueName("c")}@example.com`,
    phone: null,
  });
  const project = await makeProject(browser, {
    name: `${company} Kitchen`,
    clientId: client.id,
    totalValue: 3_000_000,
  });
  const upload = await uploadPhoto(browser, tinyPng());
  const submit = (completion: number) =>
    ok(
      browser.api.progress.$post({
        json: {
          projectId: project.id,
          completionPercentage: completion,
          amount: 1_248_050,
          description: `${company} rough-in`,
          photos: [{ url: upload.url, caption: "Panel" }],
        },
      }),
    );
  const first = await submit(40);
  const token = first.approval!.url!.split("/a/")[1]!;
  await ok(
    world.browser("198.51.100.7").api.a[":token"].approve.$post({
      param: { token },
      json: { signature: SIGNATURE, signerName: "Marcus Webb" },
    }),
    200,
  );
  const second = await submit(60);
  await world.drain();
  return { browser, username, approvedId: first.id, pendingId: second.id };
}

describe("GET /api/user/export", () => {
  it("is 401 signed out", async () => {
    expect((await new Browser().fetch("/api/user/export")).status).toBe(401);
  });

  it("zips the contractor's records, evidence, invoices, photos and signature, and only theirs", async () => {
    const world = faultyWorld();
    const me = await seededContractor(world, "Reyes Electric");
    await seededContractor(world, "Other Plumbing");

    const res = await me.browser.fetch("/api/user/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toMatch(
      new RegExp(`^attachment; filename="paystage-export-${me.username}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(14);
    expect(names).toEqual(
      expect.arrayContaining([
        "README.txt",
        "account.json",
        "clients.json",
        "projects.json",
        "progress.json",
        "reminders/templates.json",
        "reminders/history.json",
        "messages.json",
        "meetings.json",
        `invoices/invoice-${me.approvedId}.pdf`,
        `invoices/invoice-${me.pendingId}.pdf`,
        expect.stringMatching(new RegExp(`^photos/${me.approvedId}/1-.+\\.png$`)),
        expect.stringMatching(new RegExp(`^photos/${me.pendingId}/1-.+\\.png$`)),
        `signatures/${me.approvedId}.png`,
      ]),
    );

    const account = JSON.parse(text(files["account.json"]));
    expect(account).toMatchObject({ username: me.username, companyName: "Reyes Electric" });
    expect(account).not.toHaveProperty("password");
    expect(JSON.parse(text(files["clients.json"]))).toEqual([
      expect.objectContaining({ name: "Client of Reyes Electric" }),
    ]);
    const progress: ExportedProgress[] = JSON.parse(text(files["progress.json"]));
    expect(progress).toHaveLength(2);
    const approved = progress.find((p) => p.id === me.approvedId)!;
    expect(approved).toMatchObject({
      status: "approved",
      amount: 1_248_050,
      invoiceFile: `invoices/invoice-${me.approvedId}.pdf`,
      approval: {
        decision: "approved",
        via: "link",
        signerName: "Marcus Webb",
        ip: "198.51.100.7",
        contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        signatureFile: `signatures/${me.approvedId}.png`,
      },
    });
    expect(approved.photos[0]!.file).toMatch(new RegExp(`^photos/${me.approvedId}/`));
    expect(progress.find((p) => p.id === me.pendingId)!.approval).toBeNull();

    // The files are the real bytes: the uploaded photo and signature, and PDFs.
    expect(files[approved.photos[0]!.file]).toEqual(tinyPng());
    expect(files[`signatures/${me.approvedId}.png`]).toEqual(tinyPng());
    expect(text(files[`invoices/invoice-${me.approvedId}.pdf`]!.slice(0, 5))).toBe("%PDF-");
    // Each PDF is the invoice the contractor downloads, its photo placed in it (issue 38), not a copy without it.
    // (The pending one: it has no signed certificate, whose signature would be an image too.)
    const pdf = await readPdf(files[`invoices/invoice-${me.pendingId}.pdf`]!);
    expect(pdf.images.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(pdf.text.replace(/\s+/g, " ")).not.toContain("left out");

    const messages = JSON.parse(text(files["messages.json"]));
    expect(messages.length).toBeGreaterThanOrEqual(3);
    // Nothing of the other contractor anywhere.
    const everything = names.map((n) => text(files[n])).join("\n");
    expect(everything).not.toContain("Other Plumbing");
  });
});

describe("GET /api/user/export: meetings", () => {
  const TRANSCRIPT = "We agreed to move the panel two feet north.";
  const ai = {
    async run(model: string) {
      if (model === NOTES_MODEL)
        return {
          response: JSON.stringify({
            summary: "Panel moves north.",
            keyPoints: [{ text: "Panel moves 2 ft north" }],
            actionItems: [{ text: "Order the breaker", assignedTo: "Sam", dueDate: null }],
          }),
        };
      return { text: TRANSCRIPT };
    },
  };

  it("adds each meeting's record (participants, notes, shares without tokens) and its audio and transcript", async () => {
    const world = faultyWorld();
    (world.env as { AI?: unknown }).AI = ai;
    const me = await seededContractor(world, "Reyes Electric");
    const other = await seededContractor(world, "Other Plumbing");
    await makeMeeting(other.browser, { title: "Other Plumbing sync" });

    const manual = await makeMeeting(me.browser);
    const share = await shareMeeting(me.browser, manual.id);
    const token = JSON.stringify(share).match(/\/s\/([A-Za-z0-9_-]{20,})/)![1]!;
    const audio = webmBytes(3000);
    // Multipart: the route's own middleware reads the form before its JSON validator (see meeting-upload-form).
    const recorded = await ok(
      me.browser.api.meetings.$post(undefined as never, { init: { body: recordingForm(audio) } }),
      201,
    );
    await world.drain();

    const res = await me.browser.fetch("/api/user/export");
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const meetings: ExportedMeeting[] = JSON.parse(text(files["meetings.json"]));
    expect(meetings).toHaveLength(2);
    const typed = meetings.find((m) => m.id === manual.id)!;
    expect(typed).toMatchObject({
      title: "Panel rough-in walkthrough",
      keyPoints: [{ text: "Panel moves 2 ft north" }],
      actionItems: [{ text: "Order 200A breaker", assignedTo: "Sam", dueDate: "2026-11-25" }],
      participants: [{ name: "Sam Ortiz", email: "sam@example.com", role: "Foreman" }],
      shares: [{ recipientEmail: "gc@example.com", revokedAt: null }],
      audioFile: null,
      transcriptFile: null,
    });
    expect(typed.shares[0]).not.toHaveProperty("shareToken");
    expect(typed).not.toHaveProperty("idempotencyKey");
    const rec = meetings.find((m) => m.id === recorded.id)!;
    expect(rec).toMatchObject({
      processingStatus: "processed",
      summaryText: "Panel moves north.",
      transcriptText: TRANSCRIPT,
      audioFile: `meetings/${rec.id}/audio.webm`,
      transcriptFile: `meetings/${rec.id}/transcript.txt`,
    });
    // The real bytes from R2.
    expect(files[rec.audioFile!]).toEqual(audio);
    expect(text(files[rec.transcriptFile!])).toBe(TRANSCRIPT);

    // The link's secret is not in the meeting records (messages.json keeps the emails as sent, link included).
    expect(text(files["meetings.json"])).not.toContain(token);
    const everything = Object.keys(files)
      .map((n) => text(files[n]))
      .join("\n");
    expect(everything).not.toContain("Other Plumbing sync");
  });
});
