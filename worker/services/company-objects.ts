// A company's R2 objects (photos, signatures, recordings and their transcripts, exports), copied to another bucket
// when a move changes it (ADR 0228): a jurisdiction change at the owner's request moves MEDIA to MEDIA_EU. Objects
// are found by the prefixes their keys start with (uploads.ts, approvals.ts, change-orders.ts, meetings/storage.ts,
// data-export-job.ts), so derived objects (photo variants, transcripts) go along without a row naming them.

/** Objects at most this size are copied in one put; larger ones (long recordings) part by part. */
const WHOLE_MAX = 32 * 1024 * 1024;
/** R2 parts are at least 5 MiB but the last, and all the same size. */
const PART = 8 * 1024 * 1024;

/** Every prefix the company's objects live under, in a fixed order (a move's cursor counts them). */
export const companyPrefixes = (companyId: number, userIds: number[]) => [
  `sig/co/${companyId}/`,
  `exports/${companyId}/`,
  ...[...userIds].sort((a, b) => a - b).flatMap((id) => [`u/${id}/`, `sig/${id}/`, `m/${id}/`]),
];

export const OBJECTS_DIFFER = "An object's copy differs from its source";

/**
 * Copies up to `limit` objects under `prefix` after `afterKey` from `source` to `target`, each checked on arrival
 * (size, and the etag when the source was put whole: an MD5 the copy's put gives again). Answers the last key done,
 * or null once the prefix is done. A copy already there and equal is left as it is, so a repeated chunk costs reads.
 */
export async function copyObjectsChunk(
  source: R2Bucket,
  target: R2Bucket,
  prefix: string,
  afterKey: string | null,
  limit: number,
): Promise<string | null> {
  const listed = await source.list({ prefix, limit, ...(afterKey ? { startAfter: afterKey } : {}) });
  for (const object of listed.objects) {
    const there = await target.head(object.key);
    if (!there || !same(object, there)) await copyObject(source, target, object);
    const copied = await target.head(object.key);
    if (!copied || !same(object, copied)) throw new Error(`${OBJECTS_DIFFER}: ${object.key}`);
  }
  return listed.truncated ? (listed.objects.at(-1)?.key ?? null) : null;
}

const wholePut = (object: R2Object) => !object.etag.includes("-");

function same(a: R2Object, b: R2Object) {
  if (a.size !== b.size) return false;
  return !wholePut(a) || !wholePut(b) || a.etag === b.etag;
}

async function copyObject(source: R2Bucket, target: R2Bucket, object: R2Object) {
  const options = { httpMetadata: object.httpMetadata, customMetadata: object.customMetadata };
  if (object.size <= WHOLE_MAX) {
    const body = await source.get(object.key);
    if (!body) return; // deleted meanwhile: nothing to carry
    await target.put(object.key, await body.arrayBuffer(), options);
    return;
  }
  const upload = await target.createMultipartUpload(object.key, options);
  try {
    const parts: R2UploadedPart[] = [];
    for (let offset = 0, n = 1; offset < object.size; offset += PART, n++) {
      const length = Math.min(PART, object.size - offset);
      const part = await source.get(object.key, { range: { offset, length } });
      if (!part) throw new Error(`${OBJECTS_DIFFER}: ${object.key} went away`);
      parts.push(await upload.uploadPart(n, await part.arrayBuffer()));
    }
    await upload.complete(parts);
  } catch (err) {
    await upload.abort();
    throw err;
  }
}

/** Deletes up to `limit` objects under `prefix`; answers how many went (0 once the prefix is empty). */
export async function deleteObjectsChunk(bucket: R2Bucket, prefix: string, limit: number) {
  const listed = await bucket.list({ prefix, limit });
  if (listed.objects.length === 0) return 0;
  await bucket.delete(listed.objects.map((o) => o.key));
  return listed.objects.length;
}
