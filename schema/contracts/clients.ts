// Clients (add and edit): the spec's section 5 messages, shared by the client dialog and the Worker.
import { z } from "zod";
import { clientWorldwideFields, REVERSE_CHARGE_BUSINESS_ONLY } from "./company";
import { emailField, phoneField, requiredText } from "./fields";

export const ClientSchema = z
  .object({
    name: requiredText("Contact name is required", 120),
    companyName: requiredText("Company name is required", 120),
    email: emailField(),
    phone: phoneField(),
    // Issue 33: the client's own money, language, address, and whether it is a business that reverse charge covers.
    ...clientWorldwideFields,
  })
  .refine((c) => !(c.reverseCharge && c.isBusiness === false), {
    message: REVERSE_CHARGE_BUSINESS_ONLY,
    path: ["reverseCharge"],
  });
export type ClientInput = z.input<typeof ClientSchema>;
