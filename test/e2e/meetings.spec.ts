// Meeting journeys on a phone: record with the microphone and play it back (seeking), record with no signal and
// send once when back online, type a meeting by hand, and share it by a link that opens without an account.
import type { Page } from "@playwright/test";
import { makeMeeting } from "../factories/meetings";
import { actorOf, expect, lookAt, signUpViaApi, test } from "./fixtures";

// Chromium's fake microphone (a steady tone) with the permission prompt answered "allow".
test.use({
  permissions: ["microphone"],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  },
});

const meetingsOf = async (page: Page) => (await (await page.request.get("/api/meetings")).json()) as { id: number }[];

test("record 5 seconds, upload, and play the recording back with seeking", async ({ page }) => {
  await signUpViaApi(page);
  const ranges: number[] = [];
  page.on("response", (res) => {
    if (/\/api\/meetings\/\d+\/audio$/.test(new URL(res.url()).pathname)) ranges.push(res.status());
  });
  await page.goto("/meetings");
  await expect(page.getByRole("heading", { name: "Meeting Documentation" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Meeting usage" })).toContainText("Unlimited");
  await page.getByRole("button", { name: "Record First Meeting" }).click();
  await expect(page.getByRole("timer")).toHaveText("00:00");
  await expect(page.getByRole("timer")).toHaveText("00:05", { timeout: 8000 });
  await page.getByRole("button", { name: "Stop Recording" }).click();

  await expect(page).toHaveURL(/\/meetings\/\d+$/, { timeout: 20_000 });
  await expect(page.getByLabel("Meeting recording")).toBeVisible();
  await expect(page.getByText(/Processing unavailable/).first()).toBeVisible();

  const audio = page.getByLabel("Meeting recording");
  const played = await audio.evaluate(async (el) => {
    const a = el as HTMLAudioElement;
    if (a.readyState < 1) {
      await new Promise((resolve, reject) => {
        a.addEventListener("loadedmetadata", resolve, { once: true });
        a.addEventListener("error", () => reject(new Error(a.error?.message ?? "audio error")), { once: true });
      });
    }
    a.muted = true;
    // Played until the clock moves, however long a busy machine takes to start it.
    const moved = new Promise((r) => {
      const tick = () => (a.currentTime > 0 ? r(null) : a.addEventListener("timeupdate", tick, { once: true }));
      tick();
    });
    await a.play();
    await moved;
    a.pause();
    const playedTo = a.currentTime;
    a.currentTime = 3;
    await new Promise((r) => a.addEventListener("seeked", r, { once: true }));
    return { playedTo, seekedTo: a.currentTime, error: a.error?.code ?? null };
  });
  expect(played.error).toBeNull();
  expect(played.playedTo).toBeGreaterThan(0);
  expect(played.seekedTo).toBeGreaterThanOrEqual(2.9);
  // The player fetched the audio in ranges (HTTP 206), which is what lets it seek.
  expect(ranges).toContain(206);

  const me = await (await page.request.get("/api/user")).json();
  expect(me.meetingsUsed).toBe(1);
  await page.goto("/meetings");
  // The automatic title's time, once, in the profile's zone with the zone named (issue 38).
  await expect(
    page.getByRole("link", { name: /^Meeting on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M CST$/ }),
  ).toBeVisible();
});

test("a recording made of two segments becomes one meeting with its segments", async ({ page }) => {
  // Segments of 3 seconds instead of 5 minutes (ADR 0121): 5 seconds of recording makes two files.
  await page.addInitScript(() => localStorage.setItem("paystage:recording-segment-seconds", "3"));
  await signUpViaApi(page);
  const completions: { parts: number; segments?: number[] }[] = [];
  page.on("request", (req) => {
    if (/\/api\/meetings\/\d+\/recording\/complete$/.test(new URL(req.url()).pathname))
      completions.push(req.postDataJSON() as { parts: number; segments?: number[] });
  });
  await page.goto("/meetings");
  await page.getByRole("button", { name: "Record First Meeting" }).click();
  await expect(page.getByRole("timer")).toHaveText("00:05", { timeout: 8000 });
  await page.getByRole("button", { name: "Stop Recording" }).click();
  await expect(page).toHaveURL(/\/meetings\/\d+$/, { timeout: 20_000 });

  expect(completions).toHaveLength(1);
  const segments = completions[0]!.segments ?? [];
  expect(segments).toHaveLength(2);
  expect(await meetingsOf(page)).toHaveLength(1);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  const detail = await (await page.request.get(`/api/meetings/${id}`)).json();
  // One object holds both files, byte for byte what the segments add up to.
  expect(detail.recording.size).toBe(segments.reduce((a, b) => a + b, 0));
  // Each segment is a file of its own: the second starts with its own WebM header.
  const second = await page.request.get(`/api/meetings/${id}/audio`, {
    headers: { Range: `bytes=${segments[0]}-${segments[0]! + 3}` },
  });
  expect(second.status()).toBe(206);
  expect([...(await second.body())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

  // Played as one recording: Chromium stops at the end of the stored object's first file, so the page plays each
  // segment's own file in turn (ADR 0121), under one slider as long as the whole recording.
  expect(detail.recording).toMatchObject({ segmentCount: 2 });
  const [firstMs, secondMs] = detail.recording.segmentDurationsMs as number[];
  expect(firstMs).toBeGreaterThan(2500);
  const slider = page.getByRole("slider", { name: "Position in recording" });
  expect(Number(await slider.getAttribute("max"))).toBeCloseTo((firstMs! + secondMs!) / 1000, 1);
  const audio = page.getByLabel("Meeting recording");
  await audio.evaluate((el) => {
    (el as HTMLAudioElement).muted = true;
  });
  const state = () =>
    audio.evaluate((el) => {
      const a = el as HTMLAudioElement;
      return { file: new URL(a.currentSrc).search, at: a.currentTime, error: a.error?.code ?? null };
    });
  const firstEnd = firstMs! / 1000;
  // Half a second before the first file ends, then play: it carries on into the second file.
  await slider.fill(String(firstEnd - 0.5));
  await page.getByRole("button", { name: "Play recording" }).click();
  await expect.poll(async () => (await state()).file, { timeout: 10_000 }).toBe("?segment=1");
  await expect.poll(async () => Number(await slider.inputValue()), { timeout: 10_000 }).toBeGreaterThan(firstEnd + 0.3);
  await page.getByRole("button", { name: "Pause recording" }).click();
  // Back into the first file, then straight to a point in the second: the playhead lands there and advances.
  await slider.fill("0.5");
  await expect.poll(async () => (await state()).file).toBe("?segment=0");
  await slider.fill(String(firstEnd + 1));
  await expect.poll(async () => (await state()).file).toBe("?segment=1");
  await page.getByRole("button", { name: "Play recording" }).click();
  await expect.poll(async () => (await state()).at, { timeout: 10_000 }).toBeGreaterThan(1.2);
  expect((await state()).error).toBeNull();
  await expect(page.getByText(/^00:0\d \/ 00:0[45]$/)).toBeVisible();
});

test("a recording made with no signal waits on the phone and uploads once when back online", async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await page.goto("/meetings");
  await expect(page.getByRole("button", { name: "Record First Meeting" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Record First Meeting" }).click();
  await expect(page.getByRole("timer")).toHaveText("00:03", { timeout: 8000 });
  await page.getByRole("button", { name: "Stop Recording" }).click();
  await expect(
    page.getByText("1 recording is saved on this device and will upload when you're back online."),
  ).toBeVisible();
  expect(await meetingsOf(page)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByRole("link", { name: /^Meeting on / })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Recorded offline")).toBeVisible();
  await expect(page.getByText(/saved on this device/)).toHaveCount(0);
  // Exactly once: a reload (which sends anything left on the device) adds nothing.
  await page.reload();
  await expect(page.getByRole("link", { name: /^Meeting on / })).toBeVisible();
  await page.waitForTimeout(1000);
  const meetings = await meetingsOf(page);
  expect(meetings).toHaveLength(1);
  const detail = await (await page.request.get(`/api/meetings/${meetings[0]!.id}`)).json();
  expect(detail).toMatchObject({ isOfflineQueued: true, recording: { status: "complete", contentType: "audio/webm" } });
});

test("a recording cut off by a closed tab is kept and sent on the next visit", async ({ page, context }) => {
  await signUpViaApi(page);
  await page.goto("/meetings");
  await page.getByRole("button", { name: "Record First Meeting" }).click();
  await expect(page.getByRole("timer")).toHaveText("00:03", { timeout: 8000 });
  // The phone kills the tab mid-meeting: no Stop, no upload.
  await page.close();

  const next = await context.newPage();
  // The fixture closes the achievement dialog on `page` only; the first meeting earns one here too.
  await next.addLocatorHandler(next.getByRole("dialog").filter({ hasText: "Achievement Unlocked!" }), (dialog) =>
    dialog.getByRole("button", { name: "Awesome!" }).click(),
  );
  await next.goto("/meetings");
  await expect(next.getByRole("link", { name: /^Meeting on / })).toBeVisible({ timeout: 20_000 });
  const meetings = await meetingsOf(next);
  expect(meetings).toHaveLength(1);
  const detail = await (await next.request.get(`/api/meetings/${meetings[0]!.id}`)).json();
  expect(detail.recording.status).toBe("complete");
  expect(detail.recording.size).toBeGreaterThan(1000);
});

test("type a meeting by hand with key points, action items and participants", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/meetings");
  await page.getByRole("link", { name: "Create Manual Entry" }).click();
  await expect(page).toHaveURL(/\/meetings\/new$/);

  await page.getByRole("button", { name: "Create Meeting" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();

  await page.getByLabel("Title").fill("Rough-in walkthrough with GC");
  // The error goes as soon as there is a title.
  await expect(page.getByText("Title is required")).toBeHidden();
  await page.getByLabel("Location").selectOption("client");
  await page.getByLabel("Status").selectOption("completed");
  await page.getByLabel("Summary (optional)").fill("Panel moves two feet north; inspection Thursday.");
  const keyPoint = page.getByPlaceholder("Add a key point");
  await keyPoint.fill("Panel moves 2 ft north");
  await keyPoint.press("Enter");
  await keyPoint.fill("   ");
  await keyPoint.press("Enter");
  await keyPoint.fill("Inspection booked Thursday");
  await page.getByRole("button", { name: "Add to Key Points" }).click();
  await keyPoint.fill("Dumpster swap Friday");
  await keyPoint.press("Enter");
  await keyPoint.fill("Permit posted at the gate");
  await keyPoint.press("Enter");
  await expect(page.getByRole("list", { name: "Key Points" }).getByRole("listitem")).toHaveCount(4);

  await page.getByPlaceholder("Add an action item").fill("Order the 200A breaker");
  await page.getByLabel("Assigned to (optional)").fill("Sam");
  await page.getByLabel("Due date (optional)").fill("2026-12-01");
  await page.getByPlaceholder("Add an action item").press("Enter");
  await expect(page.getByText("Assigned to Sam · Due Dec 1, 2026")).toBeVisible();

  await page.getByRole("button", { name: "Add Participant" }).click();
  await expect(page.getByText("Participant name is required")).toBeVisible();
  await page.getByLabel("Participant name").fill("Sam Ortiz");
  await page.getByLabel("Role (optional)").fill("Foreman");
  await page.getByRole("button", { name: "Add Participant" }).click();
  await page.getByLabel("Participant name").fill("Lee Park");
  await page.getByLabel("Email (optional)").fill("lee@example.com");
  await page.getByRole("button", { name: "Add Participant" }).click();
  // Typed without pressing Add: saved with the meeting all the same.
  await keyPoint.fill("Gate code 4411");
  await page.getByLabel("Participant name").fill("Ana Ruiz");

  await page.getByRole("button", { name: "Create Meeting" }).click();
  await expect(page).toHaveURL(/\/meetings$/);
  const card = page.getByRole("listitem").filter({ hasText: "Rough-in walkthrough with GC" });
  await expect(card.getByText("3 participants")).toBeVisible();
  await expect(card.getByText("+2 more")).toBeVisible();
  await page.getByRole("tab", { name: "Drafts" }).click();
  await expect(page.getByText("No draft meetings")).toBeVisible();
  await page.getByRole("tab", { name: "Completed" }).click();
  await page.getByRole("link", { name: "Rough-in walkthrough with GC", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Rough-in walkthrough with GC", level: 1 })).toBeVisible();
  await expect(page.getByText("Order the 200A breaker")).toBeVisible();
  await expect(page.getByText("Assigned to Sam · Due Dec 1, 2026")).toBeVisible();
  await expect(page.getByText("Sam Ortiz")).toBeVisible();
  await expect(page.getByText("Ana Ruiz")).toBeVisible();
  await expect(page.getByText("Gate code 4411")).toBeVisible();
  // The time in the profile's zone (America/Chicago), named.
  await expect(page.getByText(/\d{1,2}:\d\d [AP]M CST · Client site/)).toBeVisible();

  // Edit, then delete with the spec's confirmation.
  await page.getByRole("link", { name: "Edit" }).click();
  await page.getByLabel("Title").fill("Rough-in walkthrough (revised)");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("heading", { name: "Rough-in walkthrough (revised)", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Are you sure you want to delete this meeting?")).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No meetings yet")).toBeVisible();
});

test("share a meeting: the emailed link opens read-only without logging in", async ({ page, browser }) => {
  await signUpViaApi(page);
  const { id } = await makeMeeting(actorOf(page), {
    title: "Trim-out punch list",
    meetingDate: new Date().toISOString(),
    description: undefined,
    summaryText: "Walked every room; six items left before final.",
    keyPoints: [{ text: "Two GFCIs missing in the kitchen" }],
    actionItems: [{ text: "Install GFCIs", assignedTo: "Ana" }],
    participants: [{ name: "Ana Diaz", role: "Electrician" }],
  });
  await page.goto(`/meetings/${id}`);
  await page.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share Meeting" });
  // An empty address does nothing.
  await dialog.getByRole("button", { name: "Send Link" }).click();
  await expect(dialog).toBeVisible();
  const recipient = `gc-${Date.now()}@example.com`;
  await dialog.getByLabel("Recipient email").fill(recipient);
  await dialog.getByRole("button", { name: "Send Link" }).click();
  await expect(page.getByRole("list", { name: "Shared with" })).toContainText(recipient);

  let link = "";
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get("/api/dev/outbox")).json()) as { to: string; body: string }[];
      link = outbox.find((m) => m.to === recipient)?.body.match(/https?:\/\/\S+\/s\/[A-Za-z0-9_-]+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");

  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await stranger.newPage();
  const res = await phone.goto(new URL(link).pathname.replace(/^/, new URL(page.url()).origin));
  expect(res?.status()).toBe(200);
  await expect(phone.getByRole("heading", { name: "Trim-out punch list" })).toBeVisible();
  await expect(phone.getByText("Walked every room; six items left before final.")).toBeVisible();
  await expect(phone.getByText("Two GFCIs missing in the kitchen")).toBeVisible();
  await expect(phone.getByText("Assigned to Ana")).toBeVisible();
  await expect(phone.getByText("Ana Diaz")).toBeVisible();
  await lookAt(phone, { path: "test-results/meeting-share-390.png", fullPage: true });

  // The owner revokes it: the link now says not found.
  await page.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("Revoked")).toBeVisible();
  const gone = await phone.reload();
  expect(gone?.status()).toBe(404);
  await expect(phone.getByRole("heading", { name: "Meeting notes not found" })).toBeVisible();
  await stranger.close();
});
