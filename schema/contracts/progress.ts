// Progress billings: the Details step's messages (spec section 5) and the submission the Worker accepts.
import { z } from "zod";
import { optionalText } from "./fields";
import { MAX_CENTS } from "./projects";

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
});
export type CreateProgress = z.input<typeof CreateProgressSchema>;
