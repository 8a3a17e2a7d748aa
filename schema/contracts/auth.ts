// Login, registration and profile: the spec's section 5 messages, shared by the forms and the Worker.
import { z } from "zod";
import { countryField, emailField, optionalText, phoneField, requiredText, timezoneField } from "./fields";
import { APP_LANGUAGES } from "./worldwide";

export const LoginSchema = z.object({
  username: requiredText("Username is required", 64),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
export type Login = z.infer<typeof LoginSchema>;

export const RegisterSchema = z.object({
  username: z
    .string({ error: "Username must be at least 3 characters" })
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(64, "Username must be at most 64 characters"),
  password: z
    .string({ error: "Password must be at least 6 characters" })
    .min(6, "Password must be at least 6 characters")
    .max(200, "Password must be at most 200 characters"),
  fullName: requiredText("Full name is required", 120),
  email: emailField(),
  phone: phoneField(),
  companyName: requiredText("Company name is required", 120),
  userType: z.enum(["contractor", "client"]).default("contractor"),
  timezone: timezoneField().optional(),
  /** The company's country (default US): its currency and locale start from it (COUNTRY_DEFAULTS, issue 33). */
  country: countryField().optional(),
  /** The language the person reads the app in (ADR 0195); without it, the request's Accept-Language decides. */
  language: z.enum(APP_LANGUAGES).optional(),
});
export type Register = z.input<typeof RegisterSchema>;

/** The form adds a confirmation that never leaves the browser. */
export const RegisterFormSchema = RegisterSchema.extend({
  confirmPassword: z.string().min(1, "Confirm your password"),
}).refine((v) => v.password === v.confirmPassword, {
  message: "Passwords don't match",
  path: ["confirmPassword"],
});
export type RegisterForm = z.input<typeof RegisterFormSchema>;

export const ProfileSchema = z.object({
  fullName: requiredText("Full name is required", 120),
  email: emailField(),
  phone: phoneField(),
  companyName: optionalText(120),
  timezone: timezoneField().optional(),
  /** The company's country (the owner's to set): numbers typed without "+" are read in it (ADR 0118). */
  country: countryField().optional(),
  /** The person's own app language (ADR 0195): each member picks theirs; absent leaves it as it is. */
  language: z.enum(APP_LANGUAGES).optional(),
});
export type Profile = z.input<typeof ProfileSchema>;

export const USER_TYPES = ["contractor", "client", "admin"] as const;
export type UserType = (typeof USER_TYPES)[number];
