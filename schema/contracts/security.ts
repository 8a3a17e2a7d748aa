// Account security: re-authentication, password change, passkeys (WebAuthn) and the TOTP second factor.
import { z } from "zod";

export const ReauthenticateSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
export type Reauthenticate = z.infer<typeof ReauthenticateSchema>;

export const ChangePasswordSchema = z
  .object({
    // The spec's length rule and message, as at registration.
    newPassword: z
      .string({ error: "Password must be at least 6 characters" })
      .min(6, "Password must be at least 6 characters")
      .max(200, "Password must be at most 200 characters"),
    confirmPassword: z.string().min(1, "Confirm your password"),
    signOutOtherSessions: z.boolean().default(true),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
export type ChangePassword = z.input<typeof ChangePasswordSchema>;

/** A WebAuthn response as @simplewebauthn/browser produces it; the server library verifies its inside. */
type CredentialJson = { id: string; rawId: string; type: "public-key"; response: { clientDataJSON: string } };
// Loose: the rest of the credential (attestation, signature, extensions) passes through to the verifier as sent.
const CredentialJsonSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(4096) }),
}) as unknown as z.ZodType<CredentialJson>;

export const PasskeyRegisterSchema = z.object({
  challengeId: z.string().min(1).max(100),
  credential: CredentialJsonSchema,
});

export const PasskeyLoginSchema = z.object({
  challengeId: z.string().min(1).max(100),
  credential: CredentialJsonSchema,
});

export const SessionIdParamSchema = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });

export const PasskeyIdParamSchema = z.object({ id: z.string().min(1).max(1024) });

export type Passkey = { id: string; name: string; createdAt: string; lastUsedAt: string | null; backedUp: boolean };

export const TOTP_CODE_MESSAGE = "Enter the 6-digit code from your authenticator app";
export const TotpConfirmSchema = z.object({
  code: z
    .string({ error: TOTP_CODE_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, TOTP_CODE_MESSAGE),
});

/** The second step of a password sign-in: a TOTP code, or one of the recovery codes. */
export const SecondFactorSchema = z.object({
  ticket: z.string().min(1).max(100),
  code: z.string({ error: TOTP_CODE_MESSAGE }).trim().min(6, TOTP_CODE_MESSAGE).max(20, TOTP_CODE_MESSAGE),
});

export type SecuritySummary = {
  passkeys: Passkey[];
  twoFactor: { enabled: boolean; recoveryCodesLeft: number };
  /** When this session last proved who it is (sign-in or re-authentication), ISO time. */
  authenticatedAt: string;
};
