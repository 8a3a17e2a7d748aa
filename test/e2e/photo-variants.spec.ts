// Phone-sized photos (ADR 0130): a photo picked in the Submit Progress wizard goes up with the 640 px and 240 px
// copies the browser draws; the client's link page shows the 640 px copy, and a tap opens the original full size.
import { approvalLink, makeClient, makeProject } from "../factories/billing";
import { actorOf, expect, signUpViaApi, test } from "./fixtures";

// 800 px on its longest side as shown (its camera orientation applied): the copies are 640 px and 240 px.
const PHOTO = "test/fixtures/panel-rough-in.jpg";

const longestSide = (img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight);

test("a billing's photos reach the link page as 640 px copies and open full size on tap", async ({ page, browser }) => {
  await signUpViaApi(page);
  const actor = actorOf(page);
  const client = await makeClient(actor, { name: "Marcus Webb" });
  const project = await makeProject(actor, { name: "Webb Kitchen Rewire", clientId: client.id, totalValue: null });

  await page.goto(`/progress/submit/${project.id}`);
  await page.getByLabel("Progress Completion %").fill("40");
  await page.getByLabel("Amount ($)").fill("2500");
  await page.getByRole("button", { name: "Continue to Photos" }).click();
  await page.getByLabel("Choose photos").setInputFiles(PHOTO);
  await expect(page.getByText("Uploaded")).toHaveCount(1);
  await page.getByLabel("Caption for photo 1").fill("New panel");
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await page.getByRole("button", { name: "Submit Progress" }).click();
  await expect(page.getByRole("heading", { name: "Progress Submitted Successfully" })).toBeVisible();
  const progressId = Number(
    /\/progress\/(\d+)$/.exec(
      (await page.getByRole("link", { name: "View payment status" }).getAttribute("href")) ?? "",
    )?.[1],
  );

  // The app's own grid shows the 240 px thumbnail: the copies went up with the photo (nothing else makes them here).
  await page.goto(`/progress/${progressId}`);
  const thumb = page.getByRole("button", { name: "Enlarge photo 1: New panel" }).locator("img");
  await expect.poll(() => thumb.evaluate(longestSide)).toBe(240);

  const link = new URL((await approvalLink(actor, progressId)).url).pathname;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  const clientPage = await phone.newPage();
  await clientPage.goto(link);
  const photo = clientPage.getByRole("link", { name: /Enlarge photo 1: New panel/ });
  // Whichever width the srcset picks, the answer is the browser-made 640 px copy. Measured by decoding what the
  // image loaded: with srcset, naturalWidth is the picture's size in CSS pixels, not the file's.
  const loaded = () =>
    photo.locator("img").evaluate(async (img: HTMLImageElement) => {
      if (!img.complete || !img.currentSrc) return null;
      const bitmap = await createImageBitmap(await (await fetch(img.currentSrc)).blob());
      return { longest: Math.max(bitmap.width, bitmap.height), src: new URL(img.currentSrc).search };
    });
  await expect.poll(loaded).toEqual({ longest: 640, src: expect.stringMatching(/^\?w=\d+$/) });
  await photo.click();
  const dialog = clientPage.getByRole("dialog", { name: "New panel" });
  await expect(dialog).toBeVisible();
  // The original, full size.
  await expect.poll(() => dialog.locator("img").evaluate(longestSide)).toBe(800);
  expect(await dialog.locator("img").getAttribute("src")).toMatch(/\/photos\/0$/);
  await phone.close();
});
