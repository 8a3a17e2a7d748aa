// A vendor's waiver link (issue 37, ADR 0218): the token is stored only as its SHA-256, so sending the link again
// issues a new one. The swap is guarded on the hash it replaces: of two taps at once, one rotates and sends.
import { and, eq } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import { lienWaivers } from "#schema/db/lien-waivers";
import type { Db } from "../lib/db";

export const rotateWaiverLink = (db: Db, companyId: CompanyId, id: number, fromHash: string, toHash: string) =>
  db
    .update(lienWaivers)
    .set({ linkTokenHash: toHash, updatedAt: new Date() })
    .where(
      and(
        eq(lienWaivers.companyId, companyId),
        eq(lienWaivers.id, id),
        eq(lienWaivers.party, "vendor"),
        eq(lienWaivers.status, "sent"),
        eq(lienWaivers.linkTokenHash, fromHash),
      ),
    )
    .returning()
    .get();
