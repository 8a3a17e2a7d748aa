/** @jsxImportSource hono/jsx */
// GET/POST /lw/{token}: the page a contractor's vendor signs a requested lien waiver on (ADR 0209), with no account
// and no script: the waiver's text read-only, the statute note, and a plain form (name, title, "I sign"). Signing
// records the same evidence as the contractor's own (what was shown, by its SHA-256; who; when; from where).
import { type Context, Hono } from "hono";
import { SignLienWaiverSchema } from "#schema/contracts/lien-waivers";
import { LIEN_WAIVER_TITLES } from "#schema/rules/lien-waivers";
import { formatMoneyExact } from "#schema/rules/money";

import { clientIp, userAgent } from "../lib/request";
import { LinkDocument } from "../link-page/layout";
import {
  type LienWaiverRow,
  openVendorWaiver,
  signVendorWaiver,
  waiverText,
  waiverView,
} from "../services/lien-waivers";
import type { AppEnv } from "../types";

const PRIVATE_PAGE = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
};

export const VENDOR_SIGNED = "Signed. The contractor has your waiver; you can close this page.";
const FIELD_STYLE = "display:block;width:100%;padding:.6rem;border:1px solid #cbd5e1;border-radius:.5rem;font:inherit";

function WaiverPage({ w, token, error }: { w: LienWaiverRow; token: string; error?: string }) {
  const view = waiverView(w, "en-US");
  const georgia = w.style === "georgia";
  return (
    <LinkDocument title={LIEN_WAIVER_TITLES[w.kind]} company={w.fields.customer}>
      <h1>{LIEN_WAIVER_TITLES[w.kind]}</h1>
      <p class="muted">
        {view.stateName} · {formatMoneyExact(w.amountCents, w.currency, "en-US")}
        {w.throughDate ? ` · through ${w.throughDate}` : ""}
      </p>
      {view.statuteNote && <p class="notice">{view.statuteNote}</p>}
      <section class="card" aria-label="Waiver text">
        <p style={georgia ? "font-weight:700;text-transform:uppercase;font-size:12pt" : ""}>{waiverText(w)}</p>
      </section>
      {w.status === "sent" ? (
        <form method="post" action={`/lw/${token}`} class="card" aria-label="Sign the waiver">
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
          {w.notaryRequired && (
            <p class="notice">{view.stateName} requires this waiver to be notarized before it takes effect.</p>
          )}
          <label>
            Your full name
            <input name="signerName" required maxlength={200} autocomplete="name" style={FIELD_STYLE} />
          </label>
          <label>
            Your title
            <input name="signerTitle" required maxlength={200} style={FIELD_STYLE} />
          </label>
          <label>
            <input type="checkbox" name="agree" value="true" required /> I sign this waiver, as written above, for{" "}
            {w.fields.claimant}.
          </label>
          <button class="btn btn-primary full" type="submit">
            Sign waiver
          </button>
        </form>
      ) : (
        <p class="status ok" role="status">
          {w.status === "awaiting_notary" ? "Signed; awaiting notary." : VENDOR_SIGNED}
        </p>
      )}
    </LinkDocument>
  );
}

function NotFound(c: Context<AppEnv>) {
  return c.html(
    <LinkDocument title="Waiver not found">
      <h1>Waiver not found</h1>
      <p class="muted">This link is not valid. Ask the contractor who sent it for a new one.</p>
    </LinkDocument>,
    404,
    PRIVATE_PAGE,
  );
}

export const vendorWaiverPageRoutes = new Hono<AppEnv>()
  .get("/:token", async (c) => {
    const token = c.req.param("token");
    const w = await openVendorWaiver(c.var.db, token);
    if (!w) return NotFound(c);
    return c.html(<WaiverPage w={w} token={token} />, 200, PRIVATE_PAGE);
  })
  .post("/:token", async (c) => {
    const token = c.req.param("token");
    const form = await c.req.parseBody();
    const parsed = SignLienWaiverSchema.safeParse({
      signerName: form.signerName,
      signerTitle: form.signerTitle,
      agree: form.agree === "true",
    });
    if (!parsed.success) {
      const w = await openVendorWaiver(c.var.db, token);
      if (!w) return NotFound(c);
      const message = parsed.error.issues[0]?.message ?? "Check the form";
      return c.html(<WaiverPage w={w} token={token} error={message} />, 400, PRIVATE_PAGE);
    }
    const w = await signVendorWaiver(c.var.db, token, parsed.data, { ip: clientIp(c), userAgent: userAgent(c) });
    if (!w) return NotFound(c);
    return c.html(<WaiverPage w={w} token={token} />, 200, PRIVATE_PAGE);
  });
