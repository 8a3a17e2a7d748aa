// The Details step's schema: the shared ProgressDetailsSchema (spec messages), and a completion that may not fall
// below the project's previous progress. Imported lazily by use-details-form.ts, so zod is not in the first load.
import { completionBelowPrevious, ProgressDetailsSchema } from "#schema/contracts/progress";
import type { DetailsValues } from "./details-values";

const schemaFor = (floor: number | null) =>
  floor
    ? ProgressDetailsSchema.extend({
        completionPercentage: ProgressDetailsSchema.shape.completionPercentage.refine(
          (v) => v >= floor,
          completionBelowPrevious(floor),
        ),
      })
    : ProgressDetailsSchema;

export type DetailsErrors = Partial<Record<keyof DetailsValues, string>>;

/** Every field's first message; empty when the details may be billed. */
export function detailsErrors(values: DetailsValues, floor: number | null): DetailsErrors {
  const result = schemaFor(floor).safeParse(values);
  const errors: DetailsErrors = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path[0] as keyof DetailsValues] ??= issue.message;
  return errors;
}
