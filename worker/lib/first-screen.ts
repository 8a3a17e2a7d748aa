// The document of a screen people open cold (schema/contracts/first-screens.ts): its scripts preloaded, and for a
// signed-in person the answers of its first reads inside it, so a phone on one bar of signal spends one round
// trip on the page instead of a chain of them (document -> entry -> session -> page code -> data). ADR 0110.
import type { Context } from "hono";
import {
  BOOT_ELEMENT_ID,
  type BootPayload,
  FIRST_SCREENS_FILE,
  type FirstScreen,
  wordsPreloadKey,
} from "#schema/contracts/first-screens";
import { appLanguageFrom, isAppLanguage } from "#schema/i18n/app-language";
import type { AppEnv } from "../types";

/** Headers of the visitor's request that the embedded reads carry (who they are, where from). */
const FORWARDED = ["cookie", "user-agent", "cf-connecting-ip", "x-forwarded-for", "accept-language"];

let preloads: Promise<Record<string, string[]>> | undefined;

/** The build's map of screen -> scripts, read once per isolate; none under the dev server (no build). */
function preloadMap(c: Context<AppEnv>) {
  preloads ??= c.env.ASSETS.fetch(new Request(new URL(FIRST_SCREENS_FILE, c.req.url)))
    .then(async (res) =>
      res.ok && (res.headers.get("content-type") ?? "").includes("json")
        ? ((await res.json()) as Record<string, string[]>)
        : {},
    )
    .catch(() => ({}));
  return preloads;
}

/** Test seam: forget the cached map (each test stands in its own assets). */
export const forgetPreloadMap = () => {
  preloads = undefined;
};

/**
 * Each read answered by the app itself, exactly as the API answers it over the network (same middleware, same
 * session check, same serialisation). Only answers a screen can start from are kept: 200 and 401.
 */
async function readAll(c: Context<AppEnv>, screen: FirstScreen): Promise<BootPayload> {
  const headers = new Headers({ accept: "application/json" });
  for (const name of FORWARDED) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const reads: BootPayload["reads"] = {};
  const answers = await Promise.all(
    screen.reads.map(async (path) => {
      try {
        const res = await c.var.readInternal(new Request(new URL(path, c.req.url), { headers }));
        if (res.status !== 200 && res.status !== 401) return null;
        return [path, { status: res.status, body: await res.json() }] as const;
      } catch {
        return null; // The page then asks for it itself.
      }
    }),
  );
  for (const answer of answers) if (answer) reads[answer[0]] = answer[1];
  return { reads };
}

/** JSON that cannot end its <script> element or open a comment inside it. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The app document with this screen's preloads and embedded reads. Personal: never stored by any cache. */
export async function withFirstScreen(c: Context<AppEnv>, document: Response, screen: FirstScreen, path: string) {
  const [map, boot] = await Promise.all([preloadMap(c), readAll(c, screen)]);
  // The words of the language the screen will draw in: the signed-in person's, else the browser's (ADR 0244). A
  // person who chose otherwise on this device fetches theirs as the code asks, as without a preload.
  const chosen = (boot.reads["/api/user"]?.body as { language?: unknown } | undefined)?.language;
  const language = isAppLanguage(chosen) ? chosen : appLanguageFrom(c.req.header("accept-language"));
  const links = [...(map[path] ?? []), ...(map[wordsPreloadKey(path, language)] ?? [])]
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`)
    .join("");
  const data = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(boot)}</script>`;
  const res = new HTMLRewriter()
    .on("head", { element: (head) => void head.append(links, { html: true }) })
    .on("body", { element: (body) => void body.prepend(data, { html: true }) })
    .transform(document);
  const out = new Response(res.body, res);
  out.headers.delete("etag");
  out.headers.delete("content-length");
  out.headers.set("Cache-Control", "private, no-store");
  out.headers.set("Vary", "Cookie");
  return out;
}
