// The JSON body of every non-OK API answer.
import { z } from "zod";

export const ApiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  /** Field name -> message, for forms that show errors beside their fields. */
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
