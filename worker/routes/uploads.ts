// POST /api/uploads (multipart `file`: one photo, with optional `w640`/`w240` JPEG copies), GET /api/uploads/{key}
// (the owner's photo, privately cached; `?v=640|240` for a copy), and the variants backfill's two routes (ADR 0130).
import { Hono } from "hono";
import {
  MAX_UPLOAD_BYTES,
  PHOTO_VARIANTS,
  type PhotoVariant,
  UPLOAD_MISSING,
  UPLOAD_TOO_LARGE,
} from "#schema/contracts";
import { badRequest, notFound, payloadTooLarge } from "../lib/errors";
import { requireUser } from "../middleware/auth";
import {
  findOwnedUpload,
  PHOTO_NOT_FOUND,
  photoObject,
  photosWantingVariants,
  storePhoto,
  storeVariantsFor,
  type VariantFiles,
} from "../services/uploads";
import type { AppEnv } from "../types";

/** Room for the multipart envelope around a photo of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Room for the two phone-sized copies sent with it (each well under this). */
const VARIANTS_ALLOWANCE = 2 * 1024 * 1024;

/** The variant files in a form; a text field where a file belongs is ignored, as if it were absent. */
function variantFiles(form: FormData): VariantFiles {
  const files: VariantFiles = {};
  for (const variant of Object.keys(PHOTO_VARIANTS) as PhotoVariant[]) {
    const value = form.get(variant);
    if (value && typeof value !== "string") files[variant] = value;
  }
  return files;
}

async function readForm(c: { req: { formData(): Promise<FormData> } }) {
  try {
    return await c.req.formData();
  } catch {
    throw badRequest(UPLOAD_MISSING, { file: UPLOAD_MISSING });
  }
}

/** `?v=640|240` as a variant name; anything else (or none) is the original. */
const wantedVariant = (raw: string | undefined): PhotoVariant | null =>
  raw === "640" ? "w640" : raw === "240" ? "w240" : null;

export const uploadRoutes = new Hono<AppEnv>()
  .post("/", requireUser, async (c) => {
    // Refuse an oversized body before reading it into memory.
    const declared = Number(c.req.header("Content-Length") ?? 0);
    if (declared > MAX_UPLOAD_BYTES + VARIANTS_ALLOWANCE + MULTIPART_OVERHEAD)
      throw payloadTooLarge(UPLOAD_TOO_LARGE, { file: UPLOAD_TOO_LARGE });
    const form = await readForm(c);
    const file = form.get("file");
    if (!file || typeof file === "string") throw badRequest(UPLOAD_MISSING, { file: UPLOAD_MISSING });
    return c.json(await storePhoto(c.var.db, c.env.MEDIA, c.var.user, file, variantFiles(form)), 201);
  })
  // The backfill (ADR 0130): which of the company's older photos still need copies, and the copies themselves.
  .get("/variants-wanted", requireUser, async (c) => c.json(await photosWantingVariants(c.var.db, c.var.user), 200))
  .post("/variants", requireUser, async (c) => {
    const declared = Number(c.req.header("Content-Length") ?? 0);
    if (declared > VARIANTS_ALLOWANCE + MULTIPART_OVERHEAD)
      throw payloadTooLarge(UPLOAD_TOO_LARGE, { file: UPLOAD_TOO_LARGE });
    const form = await readForm(c);
    const url = form.get("url");
    if (typeof url !== "string") throw notFound(PHOTO_NOT_FOUND);
    return c.json(
      await storeVariantsFor(
        c.var.db,
        c.env.MEDIA,
        c.var.user,
        url,
        variantFiles(form),
        form.get("unreadable") === "1",
      ),
      200,
    );
  })
  .get("/:key{.+}", requireUser, async (c) => {
    const upload = await findOwnedUpload(c.var.db, c.var.user, c.req.param("key"));
    const served = photoObject(upload, wantedVariant(c.req.query("v")));
    const etag = served.variant ? `"${upload.sha256}-${served.variant}"` : `"${upload.sha256}"`;
    // Keys are never reused and objects never change: the owner's browser may keep them for a year.
    const headers = {
      "Cache-Control": "private, max-age=31536000, immutable",
      ETag: etag,
      "Content-Type": served.contentType,
      "Content-Disposition": "inline",
    };
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
    const object = await c.env.MEDIA.get(served.key);
    if (!object) throw notFound(PHOTO_NOT_FOUND);
    return c.body(object.body, 200, { ...headers, "Content-Length": String(served.size) });
  });
