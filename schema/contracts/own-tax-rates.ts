// POST /api/tax-rates: a company's own tax rate, dated like the seeded ones (issue 33, ADR 0211).
import { z } from "zod";

export const OWN_TAX_RATE_TEXTS = {
  label: "Name the rate as it prints on an invoice (up to 60 characters)",
  rate: "Enter a rate from 0 to 100%, with at most three decimals",
  date: "Enter dates as YYYY-MM-DD",
  order: "The end date must come after the start date",
  usOnlyManual: "A US company adds sales tax on each billing, not as a rate",
} as const;

const isCalendarDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const parsed = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === v;
};
const day = z.string({ error: OWN_TAX_RATE_TEXTS.date }).trim().refine(isCalendarDate, OWN_TAX_RATE_TEXTS.date);

export const CreateOwnTaxRateSchema = z
  .object({
    label: z
      .string({ error: OWN_TAX_RATE_TEXTS.label })
      .trim()
      .min(1, OWN_TAX_RATE_TEXTS.label)
      .max(60, OWN_TAX_RATE_TEXTS.label),
    /** Percent, as typed (9.975). */
    rate: z
      .number({ error: OWN_TAX_RATE_TEXTS.rate })
      .min(0, OWN_TAX_RATE_TEXTS.rate)
      .max(100, OWN_TAX_RATE_TEXTS.rate)
      .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, OWN_TAX_RATE_TEXTS.rate),
    validFrom: day,
    validTo: day.nullable().optional(),
  })
  .refine((r) => !r.validTo || r.validTo > r.validFrom, { message: OWN_TAX_RATE_TEXTS.order, path: ["validTo"] });
export type CreateOwnTaxRate = z.infer<typeof CreateOwnTaxRateSchema>;
