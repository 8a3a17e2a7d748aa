// Client rules: a contractor sees and edits only their own clients.
import type { z } from "zod";
import type { ClientSchema } from "#schema/contracts";
import type { Member } from "#schema/db/companies";
import { awardStatements } from "../db/achievements";
import { findClient, insertClient, listClients, updateClient } from "../db/clients";
import type { Db } from "../lib/db";
import { notFound } from "../lib/errors";
import { cutPage, nameIdKey } from "../lib/keyset";
import { EARNED_BY } from "./achievements/rules";
import { phoneToStore, withPhoneDisplay as shown } from "./phones";

export const CLIENT_NOT_FOUND = "Client not found";

type ClientValues = z.output<typeof ClientSchema>;
/** Who writes the client: the member, with the company's country that a typed phone is read in. */
type Writer = Member & { country: string };

/** The row's values: the phone in E.164, and a fixed number no longer flagged by the backfill (ADR 0118). */
const toRow = (input: ClientValues, country: string) => ({
  ...input,
  phone: phoneToStore(input.phone, country),
  phoneInvalid: false,
});

/** One page of the client list from the rows listClients read (limit + 1); the sort key stays on the server. */
export function toClientPage(rows: Awaited<ReturnType<typeof listClients>>, limit: number, country: string) {
  const { items, nextCursor } = cutPage(rows, limit, nameIdKey);
  return { items: items.map(({ nameKey: _key, ...client }) => shown(client, country)), nextCursor };
}

export async function getClient(db: Db, member: Writer, id: number) {
  const client = await findClient(db, member.companyId, id);
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  return shown(client, member.country);
}

/** The client and the client badges it earns commit together (one batch). */
export async function createClient(db: Db, member: Writer, input: ClientValues) {
  const [[client]] = await db.batch([
    insertClient(db, member, toRow(input, member.country)),
    ...awardStatements(db, member.id, EARNED_BY.clientCreated),
  ]);
  return shown(client!, member.country);
}

export async function editClient(db: Db, member: Writer, id: number, input: ClientValues) {
  const client = await updateClient(db, member.companyId, id, toRow(input, member.country));
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  return shown(client, member.country);
}

/** The page read a route runs in its session batch (ADR 0099): the query stays behind this service. */
export const clientPageRead = listClients;
