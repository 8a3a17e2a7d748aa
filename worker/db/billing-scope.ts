// Which billings a member sees: the owner and office see the company's, a field member only their own
// (decisions.md, Teams). The role is read inside the statement, so it holds in the session's batch (ADR 0099).
import { and, eq, or, sql } from "drizzle-orm";
import type { Member } from "#schema/db/companies";
import { schema } from "../lib/db";

const { progress, users } = schema;

export const visibleBillings = (member: Member) =>
  and(
    eq(progress.companyId, member.companyId),
    or(
      eq(progress.submittedBy, member.id),
      sql`exists (select 1 from ${users} where ${users.id} = ${member.id} and ${users.role} in ('owner', 'office'))`,
    ),
  );
