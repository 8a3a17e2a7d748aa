// Clients, projects, photos, progress, approval links and payment settings made through the API, by a workerd test
// browser or a Playwright page alike: inputs are the contracts' types, answers are typed by the routes themselves (the
// typed client), so a changed contract fails to compile here rather than retyped by hand.
import type { InferResponseType } from "hono/client";
import type { ClientInput } from "#schema/contracts/clients";
import { type ApiErrorBody, ApiErrorBodySchema } from "#schema/contracts/errors";
import type { PaymentDetailsInput } from "#schema/contracts/payments";
import type { CreateProgress } from "#schema/contracts/progress";
import type { CreateProject } from "#schema/contracts/projects";
import { type Actor, type Api, ok } from "./api";

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

export const makeClient = (actor: Actor, overrides: Partial<ClientInput> = {}): Promise<Client> =>
  ok(
    actor.api.clients.$post({
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

export async function makeProject(actor: Actor, overrides: Partial<CreateProject> = {}): Promise<Project> {
  const clientId = overrides.clientId ?? (await makeClient(actor)).id;
  return ok(
    actor.api.projects.$post({
      json: { name: unique("Kitchen Rewire"), clientId, totalValue: 1_850_000, completionPercentage: 0, ...overrides },
    }),
    201,
  );
}

export function uploadForm(bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg") {
  const form = new FormData();
  // A copy: File takes only ArrayBuffer-backed bytes, and callers' views may sit on any buffer.
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

/** The upload route reads its multipart body itself (no validator), so the request goes by path; the answer is typed. */
export async function uploadPhoto(actor: Actor, bytes: Uint8Array = JPEG_BYTES): Promise<Upload> {
  const res = await actor.fetch("/api/uploads", { method: "POST", body: uploadForm(bytes) });
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
  actor: Actor,
  body: Partial<CreateProgress> & { projectId: number },
  headers?: Record<string, string>,
): Promise<SubmittedProgress> => ok(actor.api.progress.$post({ json: progressBody(body) }, { headers }));

/** A body of shape A in which the other shape's fields read as `undefined`: a test may read either before narrowing. */
type Only<A, B> = A & { [K in Exclude<keyof B, keyof A>]?: undefined };

/**
 * A submission's answer: the route's own body when it was taken (201, or 200 for a retry under the same
 * Idempotency-Key), the shared error body when it was refused. Narrow on `ok` (or read `status`) before trusting
 * either shape.
 */
export type ProgressAnswer = { res: Awaited<ReturnType<Api["progress"]["$post"]>> } & (
  | { ok: true; status: 200 | 201; body: Only<SubmittedProgress, ApiErrorBody> }
  | { ok: false; status: number; body: Only<ApiErrorBody, SubmittedProgress> }
);

/** A submission whose answer the test inspects, success or refusal alike; narrow on `ok` before reading the body. */
export async function submitProgress(
  actor: Actor,
  body: Partial<CreateProgress> & { projectId: number },
  headers?: Record<string, string>,
): Promise<ProgressAnswer> {
  const res = await actor.api.progress.$post({ json: progressBody(body) }, { headers });
  if (res.status === 200 || res.status === 201) return { res, ok: true, status: res.status, body: await res.json() };
  return { res, ok: false, status: res.status, body: ApiErrorBodySchema.parse(await res.json()) };
}

/** A 1x1 PNG as a data URL: a signature the approval routes accept. */
export const SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** The owner approves a progress in person (the client signs on the owner's device). */
export const approveInPerson = (actor: Actor, progressId: number, signature = SIGNATURE) =>
  ok(actor.api.progress[":id"].approve.$patch({ param: { id: String(progressId) }, json: { signature } }));

/** A progress the owner approved in person: the submission's typed answer. */
export async function approvedProgress(
  actor: Actor,
  body: Partial<CreateProgress> & { projectId: number },
  signature = SIGNATURE,
): Promise<SubmittedProgress> {
  const progress = await makeProgress(actor, body);
  await approveInPerson(actor, progress.id, signature);
  return progress;
}

export type ApprovalLink = InferResponseType<Api["progress"][":id"]["approval-link"]["$post"], 201>;

/** A fresh approval link for a progress, not sent to anyone unless `deliver` says so. */
export const approvalLink = (actor: Actor, progressId: number, deliver = false): Promise<ApprovalLink> =>
  ok(actor.api.progress[":id"]["approval-link"].$post({ param: { id: String(progressId) }, json: { deliver } }), 201);

/** How the contractor gets paid (the profile's payment settings), saved as the form saves them. */
export const savePaymentDetails = (actor: Actor, details: PaymentDetailsInput) =>
  ok(actor.api.user["payment-details"].$put({ json: details }), 200);
