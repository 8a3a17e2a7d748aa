// Validation of the Details step: the shared schema, plus the project's completion floor passed in as the form's
// context (react-hook-form hands the latest context to the resolver on every validation, so no ref is needed).
import type { FieldErrors, Resolver } from "react-hook-form";
import { completionBelowPrevious, ProgressDetailsSchema } from "../../../../schema/contracts/progress";

export type DetailsValues = { completionPercentage: number; amount: number; dueDate: string; description: string };
export type DetailsContext = { floor: number | null };

/** The Details schema, with "not below the previous progress" when the project has one. */
export const detailsSchemaFor = (floor: number | null) =>
  floor
    ? ProgressDetailsSchema.extend({
        completionPercentage: ProgressDetailsSchema.shape.completionPercentage.refine(
          (v) => v >= floor,
          completionBelowPrevious(floor),
        ),
      })
    : ProgressDetailsSchema;

export const detailsResolver: Resolver<DetailsValues, DetailsContext> = (values, context) => {
  const result = detailsSchemaFor(context?.floor ?? null).safeParse(values);
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<DetailsValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof DetailsValues;
    // The first message per field, as the spec lists them (required before range).
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
