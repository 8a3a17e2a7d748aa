// The JSON body of every non-OK API answer; its codes are in error-codes.ts.
import { z } from "zod";

import { ERROR_CODES, type ErrorCode } from "./error-codes";

export { ERROR_CODES, ERROR_STATUS, type ErrorCode, isErrorCode } from "./error-codes";

export const ApiErrorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]).optional(),
  /** Field name -> message, for forms that show errors beside their fields. */
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
