// Change orders and deposits' API contract (issue 37, ADR 0205-0207), shared by the Worker and the web. Amounts are
// integer minor units of the project's currency; a change order's amount is signed (a deduction is negative).
import { z } from "zod";
import { optionalText, requiredText } from "./fields";
import { MAX_CENTS } from "./projects";

const amount = (message: string) =>
  z.number({ error: message }).int("Amounts are whole cents").min(-MAX_CENTS).max(MAX_CENTS, "Amount is too large");

const ChangeOrderFields = {
  title: requiredText("Give the change order a title", 200),
  description: optionalText(4000),
  amount: amount("Enter the change order's amount, up or down"),
  daysAdded: z.number({ error: "Enter the days added" }).int("Days are whole days").min(-3650).max(3650).default(0),
  /** Adjust this schedule-of-values line instead of adding one (pay-application projects). */
  sovLineId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  /** Stage projects: issue a billing for the amount when the client approves. */
  billOnApproval: z.boolean().default(false),
};

export const CreateChangeOrderSchema = z.object(ChangeOrderFields);
export type CreateChangeOrderInput = z.input<typeof CreateChangeOrderSchema>;

export const UpdateChangeOrderSchema = z.object({
  title: ChangeOrderFields.title.optional(),
  description: optionalText(4000).optional(),
  amount: ChangeOrderFields.amount.optional(),
  daysAdded: z.number().int().min(-3650).max(3650).optional(),
  sovLineId: z.number().int().positive().nullable().optional(),
  billOnApproval: z.boolean().optional(),
});

export type ChangeOrderView = {
  id: number;
  projectId: number;
  number: number;
  /** "CO-3" */
  label: string;
  title: string;
  description: string | null;
  amount: number;
  daysAdded: number;
  status: "draft" | "sent" | "approved" | "rejected";
  sovEffect: "new_line" | "adjust_line";
  sovLineId: number | null;
  billOnApproval: boolean;
  reversesId: number | null;
  reversedById: number | null;
  progressId: number | null;
  approvedOn: string | null;
  decidedAt: string | null;
  signerName: string | null;
  rejectReason: string | null;
  sentAt: string | null;
  currency: string;
  locale: string;
};

/** The list with its running total: original + approved = revised; pending shown apart, never added. */
export type ChangeOrderListView = {
  changeOrders: ChangeOrderView[];
  originalContractSum: number;
  approvedAdditions: number;
  approvedDeductions: number;
  netChange: number;
  revisedContractSum: number;
  pending: number;
  currency: string;
  locale: string;
};

export const CreateDepositSchema = z
  .object({
    basis: z.enum(["flat", "percent"], { error: "Choose a flat amount or a percentage of the contract" }),
    amount: z
      .number()
      .int("Amounts are whole cents")
      .positive("Enter the deposit, more than zero")
      .max(MAX_CENTS)
      .optional(),
    percent: z
      .number()
      .gt(0, "Enter a percentage above 0")
      .max(100, "Enter a percentage up to 100")
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "At most two decimals")
      .optional(),
    applyMethod: z.enum(["first", "prorata"], { error: "Choose first billing or pro-rata" }).default("first"),
  })
  .refine((d) => (d.basis === "flat" ? d.amount !== undefined : d.percent !== undefined), {
    message: "Enter the deposit's amount or percentage",
    path: ["amount"],
  });
export type CreateDepositInput = z.input<typeof CreateDepositSchema>;

export type DepositView = {
  id: number;
  projectId: number;
  basis: "flat" | "percent";
  percent: number | null;
  amount: number;
  applyMethod: "first" | "prorata";
  /** The billing that asks for it, and where that stands. */
  progressId: number | null;
  billingStatus: string | null;
  paid: boolean;
  applied: number;
  remaining: number;
  currency: string;
  locale: string;
};
