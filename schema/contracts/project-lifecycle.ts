// Editing, completing, reopening, archiving and deleting projects and clients: the shared schemas and messages.
import { z } from "zod";
import { optionalText, requiredText } from "./fields";
import { CLIENT_REQUIRED, MAX_CENTS, PROJECT_NAME_REQUIRED } from "./projects";

export const NOTHING_TO_UPDATE = "Nothing to update";
export const PROJECT_COMPLETED = "This project is completed. Reopen it to bill another stage.";
export const PROJECT_ARCHIVED = "This project is archived, so it can't be billed or changed.";
/** Restoring a project whose client is archived: the client comes back first (its billings are addressed to it). */
export const RESTORE_CLIENT_FIRST = "This project's client is archived. Restore the client first.";
export const PROJECT_NOT_COMPLETED = "Only a completed project can be reopened.";
export const PROJECT_NOT_ACTIVE = "Only an active project can be marked completed.";
export const CLIENT_LOCKED_BY_BILLINGS =
  "This project already has billings sent to its client, so its client can't change. Create a new project for the other client.";

/**
 * PATCH /api/projects/{id}: any of the fields the Create New Project dialog has, except completion (that follows
 * the project's billings). The same messages as creation.
 */
export const UpdateProjectSchema = z
  .object({
    name: requiredText(PROJECT_NAME_REQUIRED, 160),
    description: optionalText(2000),
    clientId: z.number({ error: CLIENT_REQUIRED }).int(CLIENT_REQUIRED).positive(CLIENT_REQUIRED),
    /** Integer cents; null clears it. */
    totalValue: z
      .number({ error: "Total value must be a number" })
      .int("Total value must be in whole cents")
      .min(0, "Total value cannot be negative")
      .max(MAX_CENTS, "Total value is too large")
      .nullable(),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), NOTHING_TO_UPDATE);
export type UpdateProject = z.input<typeof UpdateProjectSchema>;

/** The Edit project dialog: the total typed in dollars, converted to cents on submit. */
export const EditProjectFormSchema = z.object({
  name: requiredText(PROJECT_NAME_REQUIRED, 160),
  description: optionalText(2000),
  clientId: z.number({ error: CLIENT_REQUIRED }).int(CLIENT_REQUIRED).positive(CLIENT_REQUIRED),
  totalValue: z
    .number({ error: "Total value must be a number" })
    .min(0, "Total value cannot be negative")
    .max(MAX_CENTS / 100, "Total value is too large")
    .optional(),
});
export type EditProjectForm = z.input<typeof EditProjectFormSchema>;

/** What DELETE did: a project or client with billings is archived so no invoice, evidence or payment is lost. */
export type RemovalOutcome = "deleted" | "archived";
