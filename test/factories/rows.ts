// Rows straight into the tables, for tests that need many or odd rows faster than the API would make them.
// The company is the tenant (ADR 0115): every business row carries its company_id beside who made it.
import type { CompanyId } from "#schema/db/companies";

export type OwnerRow = { userId: number; companyId: CompanyId };

/** A company and its owner, as registration would leave them. */
export async function insertOwner(
  db: D1Database,
  {
    username,
    email,
    timezone,
    companyName = "Reyes Electric",
  }: {
    username: string;
    email: string;
    timezone: string;
    companyName?: string;
  },
): Promise<OwnerRow> {
  const company = await db
    .prepare("insert into companies (company_name, timezone) values (?, ?) returning id")
    .bind(companyName, timezone)
    .first<{ id: CompanyId }>();
  const user = await db
    .prepare(
      "insert into users (company_id, role, username, password, full_name, email) values (?, 'owner', ?, 'x', 'Dana Reyes', ?) returning id",
    )
    .bind(company!.id, username, email)
    .first<{ id: number }>();
  return { userId: user!.id, companyId: company!.id };
}

/** `update companies set …` for the company of a user: plan, payout and quota fields live on the company. */
export const updateCompanyOf = (db: D1Database, userId: number, set: string, ...binds: unknown[]) =>
  db
    .prepare(`update companies set ${set} where id = (select company_id from users where id = ?)`)
    .bind(...binds, userId)
    .run();
