// Billit's webhook (ADR 0193): signed with Billit-Signature over the raw body, so nothing is read before it checks.
// An Order event for an incoming invoice (OrderDirection "Cost") is recorded once; any event (Order or Message) naming
// one of our sent orders refreshes that billing's delivery status from the API rather than trusting the event's copy.
// The event names no shard (ADR 0213): the shard is the one holding the sent order, or the sender's registration.
import { z } from "zod";
import { PEPPOL_BAD_PAYLOAD, PEPPOL_BAD_SIGNATURE } from "#schema/contracts/peppol";
import { findPeppolDeliveryByOrder, findPeppolSenderByRegistration, recordPeppolInbound } from "../db/peppol";
import { type Db, getDb } from "../lib/db";
import { AppError, badRequest } from "../lib/errors";
import { shardEnv } from "../lib/shard-env";
import { DEFAULT_SHARD } from "../lib/shards";
import type { PeppolAccessPoint } from "../providers/peppol";
import { everyShard } from "./directory";
import { refreshPeppolStatus } from "./peppol-delivery";

const id = z.union([z.number(), z.string()]).transform(String);
/**
 * Billit's event as its signature guide shows it: `{"OrderID":12345,"EntityType":"Order", ...}`; the rest of an
 * Order event is the Order object (OrderDirection "Cost" for an incoming invoice, CompanyID the registration).
 */
const billitEvent = z
  .object({
    OrderID: id.optional(),
    EntityType: z.string(),
    EntityUpdateType: z.string().optional(),
    OrderDirection: z.string().nullish(),
    CompanyID: id.optional(),
  })
  .passthrough();

/**
 * The first shard whose database answers `find`, with its answer. The event carries only Billit's own ids, and a
 * shard's lookup is one indexed read, so the few shards are asked side by side (no directory write per send).
 */
async function onShardOf<T>(env: Env, find: (db: Db) => Promise<T | undefined>) {
  const answers = await Promise.all(
    everyShard(env).map(async ({ env: on }) => {
      const db = getDb(on);
      const found = await find(db);
      return found ? { db, found } : null;
    }),
  );
  return answers.find((a) => a !== null) ?? null;
}

export async function handlePeppolWebhook(
  env: Env,
  ap: PeppolAccessPoint | null,
  hook: { signature: string | undefined; body: string },
) {
  if (!ap?.verifyWebhook(hook.signature, hook.body)) throw new AppError("FORBIDDEN", PEPPOL_BAD_SIGNATURE);
  let parsed: z.infer<typeof billitEvent>;
  try {
    const result = billitEvent.safeParse(JSON.parse(hook.body));
    if (!result.success) throw badRequest(PEPPOL_BAD_PAYLOAD);
    parsed = result.data;
  } catch {
    throw badRequest(PEPPOL_BAD_PAYLOAD);
  }
  const orderId = parsed.OrderID;
  if (!orderId) return { recorded: false };

  if (parsed.EntityType === "Order" && parsed.OrderDirection === "Cost") {
    const registration = parsed.CompanyID;
    const sender = registration
      ? await onShardOf(env, (db) => findPeppolSenderByRegistration(db, ap.name, registration))
      : null;
    // An invoice for no sender we know is kept on the default shard, where every unclaimed record lives.
    const recorded = await recordPeppolInbound(sender?.db ?? getDb(shardEnv(env, DEFAULT_SHARD)), {
      provider: ap.name,
      providerOrderId: orderId,
      companyId: sender?.found.companyId ?? null,
    });
    return { recorded };
  }
  const delivery = await onShardOf(env, (db) => findPeppolDeliveryByOrder(db, ap.name, orderId));
  if (!delivery) return { recorded: false };
  await refreshPeppolStatus(delivery.db, ap, delivery.found.companyId, delivery.found.billingId);
  return { recorded: true };
}
