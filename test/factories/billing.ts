// Clients, projects, photos and progress made through the API, typed by the contracts.
import type { ClientInput, CreateProgress, CreateProject } from "../../schema/contracts";
import type { Browser } from "../worker/http";

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

export async function makeClient(browser: Browser, overrides: Partial<ClientInput> = {}) {
  const body: ClientInput = {
    name: unique("Marcus Webb"),
    companyName: "Webb Family Homes",
    email: "marcus@webbhomes.example",
    phone: "+1 512 555 0188",
    ...overrides,
  };
  const res = await browser.json("/api/clients", { method: "POST", json: body });
  if (res.status !== 201) throw new Error(`client failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; name: string; companyName: string; email: string; phone: string | null };
}

export async function makeProject(browser: Browser, overrides: Partial<CreateProject> = {}) {
  const clientId = overrides.clientId ?? (await makeClient(browser)).id;
  const body: CreateProject = {
    name: unique("Kitchen Rewire"),
    clientId,
    totalValue: 1_850_000,
    completionPercentage: 0,
    ...overrides,
  };
  const res = await browser.json("/api/projects", { method: "POST", json: body });
  if (res.status !== 201) throw new Error(`project failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as {
    id: number;
    name: string;
    clientId: number;
    totalValue: number | null;
    completionPercentage: number;
  };
}

export function uploadForm(bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  return form;
}

export async function uploadPhoto(browser: Browser, bytes: Uint8Array = JPEG_BYTES) {
  const res = await browser.json("/api/uploads", { method: "POST", body: uploadForm(bytes) });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { url: string; contentType: string; size: number };
}

export const submitProgress = (
  browser: Browser,
  body: Partial<CreateProgress> & { projectId: number },
  headers?: HeadersInit,
) =>
  browser.json("/api/progress", {
    method: "POST",
    json: { completionPercentage: 25, amount: 500_000, photos: [], ...body },
    headers,
  });
