// POST /api/uploads (multipart `file`: one photo) and GET /api/uploads/{key} (the owner's photo, privately cached).
import { Hono } from "hono";
import { MAX_UPLOAD_BYTES, UPLOAD_MISSING, UPLOAD_TOO_LARGE } from "#schema/contracts";
import { badRequest, notFound, payloadTooLarge } from "../lib/errors";
import { requireUser } from "../middleware/auth";
import { findOwnedUpload, PHOTO_NOT_FOUND, storePhoto } from "../services/uploads";
import type { AppEnv } from "../types";

/** Room for the multipart envelope around a photo of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const uploadRoutes = new Hono<AppEnv>()
  .post("/", requireUser, async (c) => {
    // Refuse an oversized body before reading it into memory.
    const declared = Number(c.req.header("Content-Length") ?? 0);
    if (declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD)
      throw payloadTooLarge(UPLOAD_TOO_LARGE, { file: UPLOAD_TOO_LARGE });
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest(UPLOAD_MISSING, { file: UPLOAD_MISSING });
    }
    const file = form.get("file");
    if (!file || typeof file === "string") throw badRequest(UPLOAD_MISSING, { file: UPLOAD_MISSING });
    return c.json(await storePhoto(c.var.db, c.env.MEDIA, c.var.user, file), 201);
  })
  .get("/:key{.+}", requireUser, async (c) => {
    const upload = await findOwnedUpload(c.var.db, c.var.user, c.req.param("key"));
    const etag = `"${upload.sha256}"`;
    // Keys are never reused and objects never change: the owner's browser may keep them for a year.
    const headers = {
      "Cache-Control": "private, max-age=31536000, immutable",
      ETag: etag,
      "Content-Type": upload.contentType,
      "Content-Disposition": "inline",
    };
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
    const object = await c.env.MEDIA.get(upload.key);
    if (!object) throw notFound(PHOTO_NOT_FOUND);
    return c.body(object.body, 200, { ...headers, "Content-Length": String(upload.size) });
  });
