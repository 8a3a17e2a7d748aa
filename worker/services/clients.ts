// Client rules: a contractor sees and edits only their own clients.
import type { z } from "zod";
import type { ClientSchema } from "#schema/contracts";
import { REVERSE_CHARGE_BUSINESS_ONLY } from "#schema/contracts/company";
import { CLIENT_LANGUAGES, type ClientLanguage } from "#schema/contracts/worldwide";
import type { Member } from "#schema/db/companies";
import { reverseChargeFor } from "#schema/rules/tax";
import { checkClientTaxNumber, TAX_NUMBER_MESSAGES } from "#schema/rules/tax-numbers";
import { awardStatements } from "../db/achievements";
import { type ClientRow, findClient, insertClient, listClients, updateClient } from "../db/clients";
import type { Db } from "../lib/db";
import { badRequest, notFound } from "../lib/errors";
import { cutPage, nameIdKey } from "../lib/keyset";
import { EARNED_BY } from "./achievements/rules";
import { phoneToStore, withPhoneDisplay as shown } from "./phones";

export const CLIENT_NOT_FOUND = "Client not found";

type ClientValues = z.output<typeof ClientSchema>;
/** Who writes the client: the member, with the company's country that a typed phone is read in and its locale. */
type Writer = Member & { country: string; locale: string };
type Stored = Pick<ClientRow, "isBusiness" | "language" | "reverseCharge" | "taxNumber">;

/**
 * The language a new client reads in when none is chosen (decisions.md "Language"): a Québec address means French
 * (Charter of the French language, research/worldwide.md), otherwise the company's own locale's language.
 */
export function defaultClientLanguage(companyLocale: string, address: ClientValues["address"]): ClientLanguage {
  if (address?.country === "CA" && address.region?.trim().toUpperCase() === "QC") return "fr-CA";
  if ((CLIENT_LANGUAGES as readonly string[]).includes(companyLocale)) return companyLocale as ClientLanguage;
  const language = companyLocale.split("-")[0]!;
  return (CLIENT_LANGUAGES as readonly string[]).includes(language) ? (language as ClientLanguage) : "en";
}

/**
 * The row's values: the phone in E.164, and a fixed number no longer flagged by the backfill (ADR 0118). The
 * worldwide fields left out of the body keep what is stored (`stored`: the client being edited, none when new).
 */
function toRow(input: ClientValues, writer: Writer, stored?: Stored) {
  const { currency, language, address, isBusiness, reverseCharge, taxNumber, ...contact } = input;
  const business = isBusiness ?? stored?.isBusiness ?? false;
  // A consumer never reverse-charges: the construction schemes cover supplies between businesses only.
  if (reverseCharge && !business)
    throw badRequest(REVERSE_CHARGE_BUSINESS_ONLY, { reverseCharge: REVERSE_CHARGE_BUSINESS_ONLY });
  const number = taxNumber ? checkClientTaxNumber(writer.country, taxNumber) : null;
  if (number && !number.ok) throw badRequest(number.message, { taxNumber: number.message });
  // The number a reverse-charge invoice must show (ADR 0172): required where the company's country reverse-charges.
  const charged = reverseChargeFor(writer.country, {
    isBusiness: business,
    reverseCharge: reverseCharge ?? stored?.reverseCharge ?? false,
  });
  const keptNumber = taxNumber === undefined ? (stored?.taxNumber ?? null) : number?.ok ? number.number : null;
  if (charged && !keptNumber) {
    throw badRequest(TAX_NUMBER_MESSAGES.clientRequired, { taxNumber: TAX_NUMBER_MESSAGES.clientRequired });
  }
  return {
    ...contact,
    phone: phoneToStore(input.phone, writer.country),
    phoneInvalid: false,
    ...(currency !== undefined ? { currency } : {}),
    ...(address !== undefined ? { address } : {}),
    ...(language !== undefined
      ? { language: language ?? defaultClientLanguage(writer.locale, address) }
      : stored?.language
        ? {}
        : { language: defaultClientLanguage(writer.locale, address) }),
    ...(isBusiness !== undefined ? { isBusiness } : {}),
    // A client that stops being a business stops being reverse-charged.
    ...(reverseCharge !== undefined || !business ? { reverseCharge: Boolean(reverseCharge) && business } : {}),
    ...(taxNumber !== undefined ? { taxNumber: keptNumber } : {}),
  };
}

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
    insertClient(db, member, toRow(input, member)),
    ...awardStatements(db, member.id, EARNED_BY.clientCreated),
  ]);
  return shown(client!, member.country);
}

export async function editClient(db: Db, member: Writer, id: number, input: ClientValues) {
  const stored = await findClient(db, member.companyId, id);
  if (!stored) throw notFound(CLIENT_NOT_FOUND);
  const client = await updateClient(db, member.companyId, id, toRow(input, member, stored));
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  return shown(client, member.country);
}

/** The page read a route runs in its session batch (ADR 0099): the query stays behind this service. */
export const clientPageRead = listClients;
