// Clients (add and edit): the spec's section 5 messages, shared by the client dialog and the Worker.
import { z } from "zod";
import { emailField, phoneField, requiredText } from "./fields";

export const ClientSchema = z.object({
  name: requiredText("Contact name is required", 120),
  companyName: requiredText("Company name is required", 120),
  email: emailField(),
  phone: phoneField(),
});
export type ClientInput = z.input<typeof ClientSchema>;
