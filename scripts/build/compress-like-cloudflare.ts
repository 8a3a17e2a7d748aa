// Compresses text answers of the local dev and preview servers (brotli, else gzip, by Accept-Encoding) the way
// Cloudflare's edge does in production, so Lighthouse and `npm run bench` measure the bytes a phone receives.
// Runs in front of every other middleware, the Cloudflare plugin's Worker and asset handling included (ADR 0094).
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Connect, Plugin } from "vite";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

function pickEncoding(accept: string | undefined) {
  if (!accept) return null;
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return null;
}

const compressAnswers: Connect.NextHandleFunction = (req: IncomingMessage, res: ServerResponse, next) => {
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  // Range answers (the meeting recording player) and HEAD go through untouched.
  if (!encoding || req.headers.range || req.method === "HEAD") return next();
  const chunks: Buffer[] = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let passThrough: boolean | undefined;
  // The Cloudflare plugin answers with writeHead(status, headers), which would send the headers before the body
  // is seen: keep them on the response instead, so they go out with the encoding this middleware picks.
  const writeHead = res.writeHead.bind(res);
  // Node's own write/end call writeHead to send the headers, and HTTP/2's end() calls the public write() with the
  // body: from then on both must be the real ones.
  const sending = () => {
    res.writeHead = writeHead;
    res.write = write;
  };
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    const headers = rest.find((r) => r && typeof r === "object") as
      | Record<string, string | string[] | number>
      | string[]
      | undefined;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(headers[i]!, headers[i + 1]!);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    return res;
  }) as typeof res.writeHead;
  const decide = () => {
    if (passThrough !== undefined) return passThrough;
    const type = String(res.getHeader("content-type") ?? "");
    passThrough =
      !COMPRESSIBLE.test(type) ||
      res.hasHeader("content-encoding") ||
      // Server-sent or streamed answers must not wait for the end.
      type.startsWith("text/event-stream") ||
      res.statusCode === 204 ||
      res.statusCode === 304;
    return passThrough;
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (decide()) {
      sending();
      return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
    }
    if (chunk) chunks.push(Buffer.from(chunk as Uint8Array | string));
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    sending();
    if (decide()) return (end as (...a: unknown[]) => ServerResponse)(chunk, ...rest);
    if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk as Uint8Array | string));
    const body = Buffer.concat(chunks);
    res.appendHeader("vary", "Accept-Encoding");
    if (body.length < MIN_BYTES) {
      res.setHeader("content-length", body.length);
      return end(body);
    }
    const packed =
      encoding === "br"
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    res.setHeader("content-encoding", encoding);
    res.setHeader("content-length", packed.length);
    return end(packed);
  }) as typeof res.end;
  next();
};

export function compressLikeCloudflare(): Plugin {
  return {
    name: "paystage:compress-like-cloudflare",
    // Added before Vite's own and the Cloudflare plugin's middlewares, so it wraps their answers.
    configureServer: (server) => void server.middlewares.use(compressAnswers),
    configurePreviewServer: (server) => void server.middlewares.use(compressAnswers),
  };
}
