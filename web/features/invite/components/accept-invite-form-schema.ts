// The accept form: the Worker's AcceptInviteSchema plus a password confirmation that never leaves the browser
// (the register form's rule and words). Loaded with the first focus in the form, not with the page.
import { z } from "zod";
import { AcceptInviteFieldsSchema, hasContact, TEAM_TEXTS } from "#schema/contracts/team";

export const AcceptInviteFormSchema = AcceptInviteFieldsSchema.extend({
  confirmPassword: z.string().min(1, "Confirm your password"),
})
  .refine(hasContact, { message: TEAM_TEXTS.joinNeedsContact, path: ["email"] })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
