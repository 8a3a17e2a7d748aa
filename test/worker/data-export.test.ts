// GET /api/user/export: a seeded contractor's ZIP holds their records, approval evidence, invoice PDFs, photos and
// signature, and nothing of anyone else's.
import { unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { tinyPng } from "../factories/images";
import { faultyWorld } from "./faults";
import { Browser, uniqueName } from "./http";

// Each test is a multi-request flow over real bindings; on a loaded machine that outlasts the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

const SIGNATURE = `data:image/png;base64,${Buffer.from(tinyPng()).toString("base64")}`;
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

async function seededContractor(world: ReturnType<typeof faultyWorld>, company: string) {
  const browser = world.browser();
  const username = uniqueName("exp");
  await browser.json("/api/register", {
    method: "POST",
    json: {
      username,
      password: "ladder-jobsite-42",
      fullName: "Dana Reyes",
      email: `${username}@example.com`,
      companyName: company,
    },
  });
  const client = await browser.json("/api/clients", {
    method: "POST",
    json: {
      name: `Client of ${company}`,
      companyName: `${company} Client Co`,
      email: `${uniqueName("c")}@example.com`,
    },
  });
  const project = await browser.json("/api/projects", {
    method: "POST",
    json: { name: `${company} Kitchen`, clientId: client.body.id, totalValue: 2_000_000 },
  });
  const form = new FormData();
  form.set("file", new File([tinyPng()], "panel.png", { type: "image/png" }));
  const upload = await browser.json("/api/uploads", { method: "POST", body: form });
  const submit = (completion: number) =>
    browser.json("/api/progress", {
      method: "POST",
      json: {
        projectId: project.body.id,
        completionPercentage: completion,
        amount: 1_248_050,
        description: `${company} rough-in`,
        photos: [{ url: upload.body.url, caption: "Panel" }],
      },
    });
  const first = await submit(40);
  const token = (first.body.approval.url as string).split("/a/")[1]!;
  const approved = await world
    .browser("198.51.100.7")
    .json(`/api/a/${token}/approve`, { method: "POST", json: { signature: SIGNATURE, signerName: "Marcus Webb" } });
  expect(approved.status).toBe(200);
  const second = await submit(60);
  await world.drain();
  return { browser, username, approvedId: first.body.id as number, pendingId: second.body.id as number };
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
    expect(names).toHaveLength(13);
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
    const progress = JSON.parse(text(files["progress.json"]));
    expect(progress).toHaveLength(2);
    const approved = progress.find((p: { id: number }) => p.id === me.approvedId);
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
    expect(approved.photos[0].file).toMatch(new RegExp(`^photos/${me.approvedId}/`));
    expect(progress.find((p: { id: number }) => p.id === me.pendingId).approval).toBeNull();

    // The files are the real bytes: the uploaded photo and signature, and PDFs.
    expect(files[approved.photos[0].file]).toEqual(tinyPng());
    expect(files[`signatures/${me.approvedId}.png`]).toEqual(tinyPng());
    expect(text(files[`invoices/invoice-${me.approvedId}.pdf`]!.slice(0, 5))).toBe("%PDF-");

    const messages = JSON.parse(text(files["messages.json"]));
    expect(messages.length).toBeGreaterThanOrEqual(3);
    // Nothing of the other contractor anywhere.
    const everything = names.map((n) => text(files[n])).join("\n");
    expect(everything).not.toContain("Other Plumbing");
  });
});
