// The directory D1 (ADR 0129, 0185; migrations-directory/): which shard holds each company, and the ids that reach
// the Worker without a session. Plain statements: its five small tables are not part of any shard's schema.

export type DirectoryCompany = {
  id: number;
  shard: string;
  jurisdiction: string | null;
  moving_since: number | null;
  version: number;
};

/** Claims a username for a shard before the shard writes the user; false when any shard has it already. */
export async function claimUsername(dir: D1Database, username: string, shard: string) {
  const result = await dir
    .prepare("insert into usernames (username, shard) values (?, ?) on conflict do nothing")
    .bind(username, shard)
    .run();
  return result.meta.changes === 1;
}

/** A claim whose registration failed on the shard: the name is free again. */
export const releaseUsername = (dir: D1Database, username: string) =>
  dir.prepare("delete from usernames where username = ? and company_id is null").bind(username).run();

/** The company and its username, once the shard holds both. One batch: the directory never has one without the other. */
export const recordCompany = (
  dir: D1Database,
  company: { id: number; shard: string; jurisdiction: string | null },
  username: string,
  now: Date,
) =>
  dir.batch([
    dir
      .prepare("insert into companies (id, shard, jurisdiction, created_at) values (?, ?, ?, ?) on conflict do nothing")
      .bind(company.id, company.shard, company.jurisdiction, now.getTime()),
    dir.prepare("update usernames set company_id = ? where username = ?").bind(company.id, username),
  ]);

/** A member's username, on their company's shard. */
export const recordUsername = (dir: D1Database, username: string, companyId: number) =>
  dir.prepare("update usernames set company_id = ? where username = ?").bind(companyId, username).run();

export const findUsernameShard = async (dir: D1Database, username: string) =>
  (await dir.prepare("select shard from usernames where username = ?").bind(username).first<{ shard: string }>())
    ?.shard ?? null;

export const findCompanyEntry = (dir: D1Database, id: number) =>
  dir
    .prepare("select id, shard, jurisdiction, moving_since, version from companies where id = ?")
    .bind(id)
    .first<DirectoryCompany>();

/** How many companies each shard holds: placement picks the emptiest of a jurisdiction's shards. */
export const countCompaniesByShard = async (dir: D1Database) =>
  (
    await dir.prepare("select shard, count(*) as companies from companies group by shard").all<{
      shard: string;
      companies: number;
    }>()
  ).results;

export const recordStripeCustomer = (dir: D1Database, customerId: string, companyId: number) =>
  dir
    .prepare("insert into stripe_customers (customer_id, company_id) values (?, ?) on conflict do nothing")
    .bind(customerId, companyId)
    .run();

export const findStripeCustomerShard = async (dir: D1Database, customerId: string) =>
  (
    await dir
      .prepare("select c.shard from stripe_customers s join companies c on c.id = s.company_id where s.customer_id = ?")
      .bind(customerId)
      .first<{ shard: string }>()
  )?.shard ?? null;

export const recordAccountingOrg = (dir: D1Database, provider: string, orgId: string, companyId: number) =>
  dir
    .prepare(
      "insert into accounting_orgs (provider, org_id, company_id) values (?, ?, ?) on conflict do update set company_id = excluded.company_id",
    )
    .bind(provider, orgId, companyId)
    .run();

export const findAccountingOrgShard = async (dir: D1Database, provider: string, orgId: string) =>
  (
    await dir
      .prepare(
        "select c.shard from accounting_orgs a join companies c on c.id = a.company_id where a.provider = ? and a.org_id = ?",
      )
      .bind(provider, orgId)
      .first<{ shard: string }>()
  )?.shard ?? null;

export const recordPhone = (dir: D1Database, e164: string, shard: string) =>
  dir.prepare("insert into phones (e164, shard) values (?, ?) on conflict do nothing").bind(e164, shard).run();

export const findPhoneShards = async (dir: D1Database, e164: string) =>
  (await dir.prepare("select shard from phones where e164 = ?").bind(e164).all<{ shard: string }>()).results.map(
    (r) => r.shard,
  );

/** A moved company's links by their hashes (ADR 0228): written before its flip, in batches of 50. Idempotent. */
export async function recordMovedLinks(dir: D1Database, links: { hash: string; expiresAt: number }[], shard: string) {
  for (let i = 0; i < links.length; i += 50) {
    await dir.batch(
      links
        .slice(i, i + 50)
        .map((l) =>
          dir
            .prepare(
              "insert into moved_links (hash, shard, expires_at) values (?, ?, ?) on conflict (hash) do update set shard = excluded.shard",
            )
            .bind(l.hash, shard, l.expiresAt),
        ),
    );
  }
}

export const findMovedLinkShard = async (dir: D1Database, hash: string, now: number) =>
  (
    await dir
      .prepare("select shard from moved_links where hash = ? and expires_at > ?")
      .bind(hash, now)
      .first<{ shard: string }>()
  )?.shard ?? null;

/**
 * Forwardings whose tokens have expired, at most `limit` at a time through the expiry index: each move clears some,
 * and each shard's retention pass clears those pointing at it (ADR 0235). How many went.
 */
export async function pruneMovedLinks(dir: D1Database, now: number, scope: { shard?: string; limit?: number } = {}) {
  const result = await dir
    .prepare(
      "delete from moved_links where hash in (select hash from moved_links where expires_at < ?1 and (?2 is null or shard = ?2) limit ?3)",
    )
    .bind(now, scope.shard ?? null, scope.limit ?? 500)
    .run();
  return result.meta.changes ?? 0;
}

/** The company's numbers texted from its shard, re-pointed by a move (ADR 0228): the new shard's entries first. */
export async function repointPhones(dir: D1Database, phones: string[], from: string, to: string, keepFrom: string[]) {
  const keep = new Set(keepFrom);
  for (let i = 0; i < phones.length; i += 50) {
    const chunk = phones.slice(i, i + 50);
    await dir.batch([
      ...chunk.map((e164) =>
        dir.prepare("insert into phones (e164, shard) values (?, ?) on conflict do nothing").bind(e164, to),
      ),
      ...chunk
        .filter((e164) => !keep.has(e164))
        .map((e164) => dir.prepare("delete from phones where e164 = ? and shard = ?").bind(e164, from)),
    ]);
  }
}

/** A provider's status report for a text of a company mid-move, held until the move ends (ADR 0234). */
export type ParkedStatus = {
  id: number;
  message_id: number;
  sid: string;
  status: string;
  error_code: string | null;
  reported_at: number;
};

export const parkStatus = (
  dir: D1Database,
  companyId: number,
  report: { messageId: number; sid: string; status: string; errorCode?: string; at: number },
) =>
  dir
    .prepare(
      "insert into parked_statuses (company_id, message_id, sid, status, error_code, reported_at) values (?, ?, ?, ?, ?, ?)",
    )
    .bind(companyId, report.messageId, report.sid, report.status, report.errorCode ?? null, report.at)
    .run();

/** The company's held reports, oldest first, `limit` at a time. */
export const findParkedStatuses = async (dir: D1Database, companyId: number, limit: number) =>
  (
    await dir
      .prepare("select * from parked_statuses where company_id = ? order by id limit ?")
      .bind(companyId, limit)
      .all<ParkedStatus>()
  ).results;

export const deleteParkedStatuses = (dir: D1Database, ids: number[]) =>
  dir
    .prepare(`delete from parked_statuses where id in (${ids.map(() => "?").join(", ")})`)
    .bind(...ids)
    .run();
