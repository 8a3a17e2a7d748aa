// Progress billings: the Details step's messages (spec section 5) and the submission the Worker accepts.
import { z } from "zod";
import { optionalText } from "./fields";
import { MAX_CENTS } from "./projects";
import { SALES_TAX_RATE_INVALID } from "./tax-texts";
import type { TaxLine } from "./worldwide";

export { SALES_TAX_RATE_INVALID };

export const COMPLETION_REQUIRED = "Progress completion percentage is required";
export const COMPLETION_TOO_HIGH = "Progress completion cannot exceed 100%";
export const AMOUNT_REQUIRED = "Amount is required";
export const MAX_PHOTOS = 20;

/** The 400 for a completion below the project's previous progress; the form shows the same words. */
export const completionBelowPrevious = (previous: number) =>
  `Completion cannot be lower than the previous progress (${previous}%)`;

const completionField = () =>
  z
    .number({ error: COMPLETION_REQUIRED })
    .int("Progress completion must be a whole number")
    .min(1, COMPLETION_REQUIRED)
    .max(100, COMPLETION_TOO_HIGH);

/** Due dates a billing can have; outside them a typo'd year (or a date-time past 9999) would break every reminder. */
const DUE_YEAR_MIN = 2000;
const DUE_YEAR_MAX = 2999;

/** True for a real calendar date (no 2026-02-30) or an ISO date-time, in the years 2000-2999. */
const isIsoDate = (v: string) => {
  const date = /^(\d{4}-\d{2}-\d{2})(T.+)?$/.exec(v);
  if (!date) return false;
  const year = Number(v.slice(0, 4));
  if (year < DUE_YEAR_MIN || year > DUE_YEAR_MAX) return false;
  if (date[2]) return !Number.isNaN(Date.parse(v));
  const parsed = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === v;
};

/** A calendar date: YYYY-MM-DD, or an ISO date-time whose date the Worker takes in the owner's timezone. */
export const dueDateField = () =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || isIsoDate(v), "Please enter a valid due date")
    .nullish()
    .transform((v) => (v ? v : null));

/** The Details step as typed: dollars, and completion as a percentage. */
export const ProgressDetailsSchema = z.object({
  completionPercentage: completionField(),
  amount: z
    .number({ error: AMOUNT_REQUIRED })
    .min(1, AMOUNT_REQUIRED)
    .max(MAX_CENTS / 100, "Amount is too large"),
  dueDate: dueDateField(),
  description: optionalText(2000),
});
export type ProgressDetails = z.input<typeof ProgressDetailsSchema>;

const photoUrl = z.string().trim().min(1, "Photo URL is required").max(500);
const PhotoSchema = z.union([
  photoUrl.transform((url) => ({ url, caption: null as string | null })),
  z.object({ url: photoUrl, caption: optionalText(200) }),
]);

export const TAX_RATE_UNKNOWN = "Choose a tax rate from your country's list";
export const TAX_RATE_WITHOUT_TAX_MODE = "Set how you charge tax on your profile before choosing a rate";
export const SALES_TAX_US_ONLY = "A manual sales tax line is for US companies; choose a tax rate instead";
export const SALES_TAX_LABEL_REQUIRED = "Sales tax label is required";

export const CreateProgressSchema = z.object({
  projectId: z.number({ error: "Project is required" }).int().positive("Project is required"),
  /** The sequence on the project; the server assigns it and accepts a sent value only if it is the next one. */
  progressNumber: z.number().int().positive().optional(),
  completionPercentage: completionField(),
  /** Integer cents (dollars x 100, rounded), at least one dollar. */
  amount: z
    .number({ error: AMOUNT_REQUIRED })
    .int("Amount must be in whole cents")
    .min(100, AMOUNT_REQUIRED)
    .max(MAX_CENTS, "Amount is too large"),
  description: optionalText(2000),
  photos: z.array(PhotoSchema).max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos per progress`).default([]),
  status: z.literal("pending", { error: "A new progress always starts as pending" }).optional(),
  dueDate: dueDateField(),
  /**
   * The contractor confirmed a change of contract: a billing past the project's contract value is accepted and the
   * contract value is raised to the new billed total (without it, such a billing is refused, issue 38).
   */
  contractChangeConfirmed: z.boolean().optional(),
  /** A rate code from GET /api/tax-rates for this billing; without it, the company's default rate (issue 33). */
  taxRate: z.string().trim().min(1, TAX_RATE_UNKNOWN).max(40, TAX_RATE_UNKNOWN).optional(),
  /** A US company's manual sales-tax line, typed per billing (there is no US tax engine): added on top, exclusive. */
  salesTax: z
    .object({
      label: z.string().trim().min(1, SALES_TAX_LABEL_REQUIRED).max(40, "Sales tax label is too long"),
      rate: z
        .number({ error: SALES_TAX_RATE_INVALID })
        .gt(0, SALES_TAX_RATE_INVALID)
        .max(100, SALES_TAX_RATE_INVALID)
        // Thousandths of a percent are what a rate is stored in (schema/rules/tax-rates.ts): 8.875% is the finest.
        .refine((rate) => Math.abs(rate * 1000 - Math.round(rate * 1000)) < 1e-6, SALES_TAX_RATE_INVALID),
    })
    .optional(),
});
export type CreateProgress = z.input<typeof CreateProgressSchema>;

/**
 * What every billing answer carries about its money (issue 33), fixed when it was issued: its currency, the net, tax
 * and total in its minor units, the tax lines, the reverse charge it was issued under and its invoice number. For a
 * US company with no tax, amount = netAmount = totalAmount and taxLines is empty.
 */
export type BillingMoney = {
  currency: string;
  locale: string;
  netAmount: number;
  taxAmount: number;
  totalAmount: number;
  taxLines: TaxLine[];
  reverseCharge: string | null;
  invoiceNumber: string | null;
};
