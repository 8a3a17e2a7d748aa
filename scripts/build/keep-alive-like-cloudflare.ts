// Keeps idle connections of the local dev and preview servers open for 65 s, not Node's 5 s. With 5 s, a client
// that reuses a connection just as the server closes it gets "socket hang up" (ECONNRESET): a journey's API call
// failed that way after a 5-second recording. Cloudflare's edge keeps idle connections far longer than 5 s.
import type { Server } from "node:http";
import type { Plugin } from "vite";

const IDLE_MS = 65_000;

function keepOpen(server: unknown) {
  const http = server as Server | null;
  if (!http || !("keepAliveTimeout" in http)) return;
  http.keepAliveTimeout = IDLE_MS;
  // Node requires the headers timeout to exceed the keep-alive timeout, else it closes first.
  http.headersTimeout = IDLE_MS + 1_000;
}

export function keepAliveLikeCloudflare(): Plugin {
  return {
    name: "paystage:keep-alive-like-cloudflare",
    configureServer: (server) => keepOpen(server.httpServer),
    configurePreviewServer: (server) => keepOpen(server.httpServer),
  };
}
