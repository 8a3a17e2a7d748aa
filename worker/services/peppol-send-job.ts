// The "peppol-send" job (ADR 0204): writes a queued billing's Peppol BIS Billing 3.0 UBL from the billing as issued and
// hands it to the access point through sendViaPeppol, once. Its own module: the e-invoice writer reads billings, whose
// answer in turn reads the delivery, so the job sits above both.
import { PEPPOL_NOT_CONFIGURED } from "#schema/contracts/peppol";
import type { CompanyId } from "#schema/db/companies";
import { findPeppolBilling, findPeppolDelivery, updatePeppolDelivery } from "../db/peppol";
import { findMemberUser } from "../db/sessions";
import type { Db } from "../lib/db";
import { peppolAccessPoint } from "../providers/peppol";
import { eInvoiceXml } from "./einvoices";
import { sendViaPeppol } from "./peppol-delivery";

/** A transient failure: thrown so the queue retries the job with backoff; the reason is kept on the billing. */
export class PeppolRetryLater extends Error {}

/**
 * The "peppol-send" job. A delivery that already went (or was refused, or waits for a registration) is left alone, so
 * a redelivered message does nothing. The UBL is written now from the billing's frozen money and number.
 */
export async function runPeppolSend(env: Env, db: Db, companyId: CompanyId, billingId: number) {
  const delivery = await findPeppolDelivery(db, companyId, billingId);
  if (!delivery || (delivery.status !== "queued" && delivery.status !== "sending")) return;
  const ap = peppolAccessPoint(env);
  if (!ap) {
    await updatePeppolDelivery(db, billingId, { status: "failed", reason: PEPPOL_NOT_CONFIGURED });
    return;
  }
  const billing = await findPeppolBilling(db, companyId, billingId);
  const issuer = billing ? await findMemberUser(db, billing.submittedBy) : undefined;
  if (!billing || !issuer || issuer.companyId !== companyId) {
    await updatePeppolDelivery(db, billingId, { status: "failed", reason: "The billing or its issuer is gone." });
    return;
  }
  const made = await eInvoiceXml(db, issuer, billingId, "ubl");
  if ("gap" in made) {
    await updatePeppolDelivery(db, billingId, { status: "failed", reason: made.gap.message });
    return;
  }
  const sent = await sendViaPeppol(db, ap, made.xml, { companyId, billingId });
  if (sent.status === "sending") throw new PeppolRetryLater(sent.reason ?? "Peppol send not accepted yet");
}
