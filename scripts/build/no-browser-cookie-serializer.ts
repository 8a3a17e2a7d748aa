// Hono's typed client (web/lib/api.ts) imports the whole cookie module to serialize a `cookie` argument into a Cookie
// header. A browser never sends one it was handed (Cookie is a forbidden request header: fetch drops it, and the
// session cookie goes by itself), so in the browser build that import is 0.6 KB gzip of dead code on every signed-in
// route's first load (ADR 0169). Only there is it replaced, by a serializer that says so if it is ever called.
import type { Plugin } from "vite";

const HONO_CLIENT = /[\\/]hono[\\/]dist[\\/]client[\\/]client\.js$/;
const IMPORT = 'import { serialize } from "../utils/cookie.js";';
const STUB =
  'const serialize = () => { throw new Error("A browser cannot send a Cookie header: the session cookie goes by itself."); };';

export function noBrowserCookieSerializer(): Plugin {
  return {
    name: "paystage:no-browser-cookie-serializer",
    apply: "build",
    transform(code, id) {
      if (this.environment?.name !== "client" || !HONO_CLIENT.test(id)) return null;
      // A Hono upgrade that moves the import fails the build here rather than shipping the serializer silently.
      if (!code.includes(IMPORT)) this.error(`${id} no longer imports the cookie serializer as expected`);
      return { code: code.replace(IMPORT, STUB), map: null };
    },
  };
}
