// Client rules: a contractor sees and edits only their own clients.
import type { z } from "zod";
import type { ClientSchema } from "../../schema/contracts";
import { findClient, insertClient, listClients, updateClient } from "../db/clients";
import type { Db } from "../lib/db";
import { notFound } from "../lib/errors";

export const CLIENT_NOT_FOUND = "Client not found";

type ClientValues = z.output<typeof ClientSchema>;

export const getClients = (db: Db, userId: number) => listClients(db, userId);

export async function getClient(db: Db, userId: number, id: number) {
  const client = await findClient(db, userId, id);
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  return client;
}

export const createClient = (db: Db, userId: number, input: ClientValues) => insertClient(db, userId, input);

export async function editClient(db: Db, userId: number, id: number, input: ClientValues) {
  const client = await updateClient(db, userId, id, input);
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  return client;
}
