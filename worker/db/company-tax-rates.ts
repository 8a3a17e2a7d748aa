// A company's own tax rates (ADR 0211). Every read is by company.
import { asc, eq } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import type { OwnTaxRate } from "#schema/rules/own-tax-rates";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { companyTaxRates } = schema;

const columns = {
  code: companyTaxRates.code,
  label: companyTaxRates.label,
  rateMilli: companyTaxRates.rateMilli,
  validFrom: companyTaxRates.validFrom,
  validTo: companyTaxRates.validTo,
};

export const listCompanyTaxRates = (db: Db, companyId: CompanyId): Promise<OwnTaxRate[]> =>
  db
    .select(columns)
    .from(companyTaxRates)
    .where(eq(companyTaxRates.companyId, companyId))
    .orderBy(asc(companyTaxRates.validFrom), asc(companyTaxRates.id))
    .all();

export const insertCompanyTaxRate = (db: Db, companyId: CompanyId, rate: OwnTaxRate) =>
  db
    .insert(companyTaxRates)
    .values({ companyId, ...rate })
    .returning(columns)
    .get();
