// The support contact form: the spec's section 5 messages, shared by the marketing page and the Worker.
import { z } from "zod";
import { emailField, requiredText } from "./fields";

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
const MESSAGE_TOO_SHORT = `Message must be at least ${SUPPORT_MESSAGE_MIN} characters long`;

export const SupportSchema = z.object({
  name: requiredText("Name is required", 120),
  email: emailField("Please enter a valid email address"),
  subject: requiredText("Subject is required", 200),
  message: z
    .string({ error: MESSAGE_TOO_SHORT })
    .trim()
    .min(SUPPORT_MESSAGE_MIN, MESSAGE_TOO_SHORT)
    .max(SUPPORT_MESSAGE_MAX, `Message must be at most ${SUPPORT_MESSAGE_MAX} characters`),
});
export type SupportRequest = z.input<typeof SupportSchema>;

export const SupportResponseSchema = z.object({ id: z.number().int().positive() });
export type SupportResponse = z.infer<typeof SupportResponseSchema>;

/** The spec's texts for the form's outcome. */
export const SUPPORT_SENT_TITLE = "Support request sent!";
export const SUPPORT_SENT_TEXT = "We'll get back to you within 2 hours.";
export const SUPPORT_FAILED_TITLE = "Failed to send support request";
export const SUPPORT_FAILED_FALLBACK = "Please try again later";

/** The footer's product-updates box: one email address. */
export const NEWSLETTER_INVALID = "Please enter a valid email address";
export const NewsletterSignupSchema = z.object({ email: emailField(NEWSLETTER_INVALID) });
export type NewsletterSignup = z.input<typeof NewsletterSignupSchema>;
export const NEWSLETTER_THANKS = "You're on the list. Look out for our next update.";
