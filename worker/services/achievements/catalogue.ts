// Brings D1's badges table in line with the catalogue in code (ADR 0050): upsert by code, so re-running never
// duplicates a badge and a renamed or reworded badge is updated in place.
import { BADGE_CATALOGUE } from "#schema/contracts/badges";
import { listBadges, upsertBadge } from "../../db/achievements";
import type { Db } from "../../lib/db";

type BadgeRow = Awaited<ReturnType<typeof listBadges>>[number];

const FIELDS = ["name", "description", "icon", "category", "level", "displayOrder"] as const;

/** True when D1 already holds every catalogue badge exactly as the code describes it. */
export function catalogueInSync(rows: BadgeRow[]) {
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return BADGE_CATALOGUE.every((b) => {
    const row = byCode.get(b.code);
    return row !== undefined && FIELDS.every((f) => row[f] === b[f]);
  });
}

/**
 * The badges as the app shows them, in display order. Reads first and writes only when the catalogue changed
 * (a deploy with new or reworded badges), so the usual cost is one read. Badges dropped from the code stay in D1,
 * with whatever users earned, but are no longer shown.
 */
export async function loadCatalogue(db: Db) {
  let rows = await listBadges(db);
  if (!catalogueInSync(rows)) {
    const [first, ...rest] = BADGE_CATALOGUE.map((b) => upsertBadge(db, b));
    await db.batch([first!, ...rest]);
    rows = await listBadges(db);
  }
  const known = new Set<string>(BADGE_CATALOGUE.map((b) => b.code));
  return rows.filter((r) => known.has(r.code));
}
