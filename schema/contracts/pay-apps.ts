// Pay applications' API contract (issue 37, ADR 0189-0191): the contract, the schedule of values and applications,
// shared by the Worker and the web. Amounts are integer minor units of the project's currency; percentages are
// numbers of percent with up to two decimals (10 = 10%, stored as basis points). "Retainage" throughout.
import { z } from "zod";
import type { PayAppProblem } from "../rules/pay-app-math";
import { optionalText, requiredText } from "./fields";
import { MAX_CENTS } from "./projects";

const DATE_INVALID = "Please enter a valid date (YYYY-MM-DD)";
const isCalendarDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const parsed = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === v;
};
const calendarDate = (message = DATE_INVALID) => z.string({ error: message }).trim().refine(isCalendarDate, message);

const PERCENT_INVALID = "Enter a percentage from 0 to 100, with at most two decimals";
/** A percentage typed as a number (12.5) -> basis points (1250). */
const percentField = () =>
  z
    .number({ error: PERCENT_INVALID })
    .min(0, PERCENT_INVALID)
    .max(100, PERCENT_INVALID)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, PERCENT_INVALID);

const amountField = (message: string) =>
  z.number({ error: message }).int("Amounts are whole cents").max(MAX_CENTS, "Amount is too large");

export const BILLING_MODE_VALUES = ["stages", "pay_apps"] as const;
export type BillingMode = (typeof BILLING_MODE_VALUES)[number];

export const ContractSchema = z
  .object({
    billingMode: z.enum(BILLING_MODE_VALUES, { error: "Choose stages or pay applications" }),
    originalContractSum: amountField("Enter the original contract sum").nonnegative(
      "The contract sum can't be negative",
    ),
    retainageWorkPercent: percentField().default(0),
    retainageStoredPercent: percentField().default(0),
    retainageReduceAtPercent: percentField()
      .nullish()
      .transform((v) => v ?? null),
    retainageReducedWorkPercent: percentField()
      .nullish()
      .transform((v) => v ?? null),
    retainageReduceMode: z
      .enum(["forward", "recalculate"], { error: "Choose forward or recalculate" })
      .default("forward"),
    allowOverbilling: z.boolean().default(false),
    contractDate: calendarDate()
      .nullish()
      .transform((v) => v ?? null),
    siteAddress: optionalText(300),
    siteState: optionalText(60),
  })
  .refine((c) => (c.retainageReduceAtPercent === null) === (c.retainageReducedWorkPercent === null), {
    message: "A reduction needs both the percent complete it starts at and the reduced rate",
    path: ["retainageReducedWorkPercent"],
  });
export type ContractInput = z.input<typeof ContractSchema>;

export const SovLineSchema = z.object({
  itemNo: z.string().trim().max(20, "Item numbers are at most 20 characters").optional(),
  description: requiredText("Describe the line", 300),
  scheduledValue: amountField("Enter the scheduled value").nonnegative("A scheduled value can't be negative"),
});

/** One line, or a CSV of them (item, description, scheduled value; a header row is skipped). */
export const CreateSovLinesSchema = z.union([
  SovLineSchema,
  z.object({ csv: z.string({ error: "Paste or choose a CSV file" }).min(1, "The CSV is empty").max(200_000) }),
]);

export const UpdateSovLinesSchema = z.object({
  lines: z
    .array(
      z.object({
        id: z.number().int().positive(),
        itemNo: z.string().trim().min(1).max(20).optional(),
        description: z.string().trim().min(1, "Describe the line").max(300).optional(),
        scheduledValue: amountField("Enter the scheduled value").nonnegative().optional(),
        remove: z.literal(true).optional(),
      }),
    )
    .min(1, "Nothing to change")
    .max(500),
});

const PayAppLineSchema = z.object({
  sovLineId: z.number().int().positive(),
  workThisPeriod: amountField("Enter the work completed this period").min(-MAX_CENTS).default(0),
  storedMaterials: amountField("Enter the materials presently stored")
    .nonnegative("Materials presently stored can't be negative")
    .default(0),
});

export const CreatePayAppSchema = z.object({
  kind: z.enum(["progress", "retainage-release"], { error: "Choose a progress application or a retainage release" }),
  periodTo: calendarDate("Enter the period's end date"),
  lines: z.array(PayAppLineSchema).max(500).default([]),
  releaseAmount: amountField("Enter the retainage to release").optional(),
});

export const UpdatePayAppSchema = z.object({
  periodTo: calendarDate("Enter the period's end date").optional(),
  lines: z.array(PayAppLineSchema).max(500).optional(),
  releaseAmount: amountField("Enter the retainage to release").optional(),
});

/** A contract as answered. */
export type ContractView = {
  projectId: number;
  billingMode: BillingMode;
  originalContractSum: number;
  retainageWorkPercent: number;
  retainageStoredPercent: number;
  retainageReduceAtPercent: number | null;
  retainageReducedWorkPercent: number | null;
  retainageReduceMode: "forward" | "recalculate";
  allowOverbilling: boolean;
  contractDate: string | null;
  siteAddress: string | null;
  siteState: string | null;
  currency: string;
  locale: string;
};

export type SovLineView = {
  id: number;
  itemNo: string;
  description: string;
  /** As of every approved change order (ADR 0206). */
  scheduledValue: number;
  /** The line's own value, before change orders adjust it: what a hand edit changes (ADR 0217). */
  baseValue: number;
  source: "original" | "change_order";
  /** It appears on an application, so it can't be removed. */
  billed: boolean;
};

export type SovView = {
  lines: SovLineView[];
  scheduledTotal: number;
  contractSumToDate: number;
  currency: string;
  locale: string;
};

/** A continuation-sheet row as answered: columns A-I. */
export type PayAppLineView = {
  sovLineId: number;
  itemNo: string;
  description: string;
  scheduledValue: number;
  fromPrevious: number;
  workThisPeriod: number;
  storedMaterials: number;
  totalCompletedAndStored: number;
  /** G ÷ C in percent with two decimals (12.5 = 12.50%); null on a line scheduled at 0. */
  percentComplete: number | null;
  balanceToFinish: number;
  retainage: number;
  workRetainage: number;
  storedRetainage: number;
  releasedThisPeriod: number;
  releasedToDate: number;
};

export type PayAppView = {
  id: number;
  projectId: number;
  appNo: number;
  kind: "progress" | "retainage-release";
  periodTo: string;
  status: "draft" | "sent";
  /** The billing sending issued (its approval and payment status), null while a draft. */
  progressId: number | null;
  billingStatus: string | null;
  /** Only the latest application, still a draft, can be edited. */
  editable: boolean;
  currency: string;
  locale: string;
  originalContractSum: number;
  netChangeByChangeOrders: number;
  contractSumToDate: number;
  totalCompletedAndStored: number;
  retainageOnWork: number;
  retainageOnStored: number;
  totalRetainage: number;
  totalEarnedLessRetainage: number;
  lessPreviousCertificates: number;
  currentPaymentDue: number;
  balanceToFinishInclRetainage: number;
  /** A paid deposit taken off line 8 (ADR 0207), and what the billing asks for after it. */
  lessDepositApplied: number;
  netPaymentDue: number;
  /** The work retainage rate this application used, in percent. */
  retainageWorkPercent: number;
  releaseAmount: number;
  sentAt: string | null;
  lines: PayAppLineView[];
};

/** A 422's body beside its message: each broken rule, by line where it has one. */
export type PayAppProblems = PayAppProblem[];
