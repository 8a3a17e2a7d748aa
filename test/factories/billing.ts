// Clients, projects, photos and progress made through the API: inputs are the contracts' types, answers are typed by
// the routes themselves (the typed client), so a changed contract fails to compile here rather than retyped by hand.
import type { InferResponseType } from "hono/client";
import type { ClientInput } from "../../schema/contracts/clients";
import type { CreateProgress } from "../../schema/contracts/progress";
import type { CreateProject } from "../../schema/contracts/projects";
import { type Api, type Browser, ok } from "../worker/http";

let seq = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(seq++).toString(36)}`;

/** The first bytes of a real JPEG (SOI + APP0/JFIF): enough for the Worker's content check. */
export const JPEG_BYTES = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
export const WEBP_BYTES = new Uint8Array([
  ...new TextEncoder().encode("RIFF"),
  0x24,
  0,
  0,
  0,
  ...new TextEncoder().encode("WEBPVP8 "),
]);
export const HEIC_BYTES = new Uint8Array([
  0,
  0,
  0,
  0x18,
  ...new TextEncoder().encode("ftypheic"),
  0,
  0,
  0,
  0,
  ...new TextEncoder().encode("mif1heic"),
]);

export type Client = InferResponseType<Api["clients"]["$post"], 201>;
export type Project = InferResponseType<Api["projects"]["$post"], 201>;
export type Upload = InferResponseType<Api["uploads"]["$post"], 201>;
export type SubmittedProgress = InferResponseType<Api["progress"]["$post"], 201>;

export const makeClient = (browser: Browser, overrides: Partial<ClientInput> = {}): Promise<Client> =>
  ok(
    browser.api.clients.$post({
      json: {
        name: unique("Marcus Webb"),
        companyName: "Webb Family Homes",
        email: "marcus@webbhomes.example",
        phone: "+1 512 555 0188",
        ...overrides,
      },
    }),
    201,
  );

export async function makeProject(browser: Browser, overrides: Partial<CreateProject> = {}): Promise<Project> {
  const clientId = overrides.clientId ?? (await makeClient(browser)).id;
  return ok(
    browser.api.projects.$post({
      json: { name: unique("Kitchen Rewire"), clientId, totalValue: 1_850_000, completionPercentage: 0, ...overrides },
    }),
    201,
  );
}

export function uploadForm(bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  return form;
}

/** The upload route reads its multipart body itself (no validator), so the request goes by path; the answer is typed. */
export async function uploadPhoto(browser: Browser, bytes: Uint8Array = JPEG_BYTES): Promise<Upload> {
  const res = await browser.fetch("/api/uploads", { method: "POST", body: uploadForm(bytes) });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return res.json();
}

const progressBody = (body: Partial<CreateProgress> & { projectId: number }): CreateProgress => ({
  completionPercentage: 25,
  amount: 500_000,
  photos: [],
  ...body,
});

/** A submitted progress that must succeed: the route's own answer type. */
export const makeProgress = (
  browser: Browser,
  body: Partial<CreateProgress> & { projectId: number },
  headers?: Record<string, string>,
): Promise<SubmittedProgress> => ok(browser.api.progress.$post({ json: progressBody(body) }, { headers }));

/**
 * A submission whose answer the test inspects, success or refusal alike. The body is `any` on purpose: it is one
 * of two shapes until the status is checked; use `makeProgress` when it must succeed.
 */
export const submitProgress = (
  browser: Browser,
  body: Partial<CreateProgress> & { projectId: number },
  headers?: HeadersInit,
) => browser.json<any>("/api/progress", { method: "POST", json: progressBody(body), headers });

/** A 1x1 PNG as a data URL: a signature the approval routes accept. */
export const SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** A progress the owner approved in person (signed on their own device): the typed answer of the approval. */
export async function approvedProgress(
  browser: Browser,
  body: Partial<CreateProgress> & { projectId: number },
): Promise<SubmittedProgress> {
  const progress = await makeProgress(browser, body);
  await ok(
    browser.api.progress[":id"].approve.$patch({ param: { id: String(progress.id) }, json: { signature: SIGNATURE } }),
  );
  return progress;
}
