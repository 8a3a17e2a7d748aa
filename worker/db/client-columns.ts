// The client as every billing read joins it (projects, progress, approvals, reminders), written once.
import { schema } from "../lib/db";

const { clients } = schema;

/** Who the client is and how to reach them. Keep the keys: batched reads alias by them (ADR 0008). */
export const clientContactColumns = {
  id: clients.id,
  name: clients.name,
  companyName: clients.companyName,
  email: clients.email,
  phone: clients.phone,
  /** The backfill could not read the stored phone: the card asks the contractor to check it (ADR 0118). */
  phoneInvalid: clients.phoneInvalid,
};
