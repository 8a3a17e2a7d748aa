// New project: the spec's section 5 messages, shared by the Create New Project dialog and the Worker.
import { z } from "zod";
import { optionalText, requiredText } from "./fields";
import { TimePageQuerySchema } from "./pagination";

export const PROJECT_NAME_REQUIRED = "Project name is required";
export const CLIENT_REQUIRED = "Client is required";

/** Largest contract value accepted, in cents ($1 billion): beyond any trade job, below float trouble. */
export const MAX_CENTS = 100_000_000_000;

export const CreateProjectSchema = z.object({
  name: requiredText(PROJECT_NAME_REQUIRED, 160),
  description: optionalText(2000),
  clientId: z.number({ error: CLIENT_REQUIRED }).int(CLIENT_REQUIRED).positive(CLIENT_REQUIRED),
  /** Integer cents; absent or null when the contractor gave no total. */
  totalValue: z
    .number({ error: "Total value must be a number" })
    .int("Total value must be in whole cents")
    .min(0, "Total value cannot be negative")
    .max(MAX_CENTS, "Total value is too large")
    .nullish()
    .transform((v) => v ?? null),
  completionPercentage: z
    .number({ error: "Completion must be a number" })
    .int("Completion must be a whole number")
    .min(0, "Completion must be between 0 and 100")
    .max(100, "Completion must be between 0 and 100")
    .default(0),
});
export type CreateProject = z.input<typeof CreateProjectSchema>;

/** The dialog's values: the total typed in dollars (converted to cents on submit), completion already clamped. */
export const ProjectFormSchema = CreateProjectSchema.extend({
  totalValue: z
    .number({ error: "Total value must be a number" })
    .min(0, "Total value cannot be negative")
    .max(MAX_CENTS / 100, "Total value is too large")
    .optional(),
});
export type ProjectForm = z.input<typeof ProjectFormSchema>;

/** `?clientId=` narrows to one client; `?limit=&cursor=` pages newest first (ADR 0100). */
export const ProjectListQuerySchema = z.object({
  clientId: z.coerce.number().int().positive().optional(),
  ...TimePageQuerySchema.shape,
});
