// The fields that make a new login, the same wherever one is made (registering, joining a team by invite).
import { Field } from "./field";

export function NewLoginFields({ errors }: { errors: Record<string, string | undefined> }) {
  return (
    <>
      <Field label="Username" autoComplete="username" autoCapitalize="none" name="username" error={errors.username} />
      <Field label="Password" type="password" autoComplete="new-password" name="password" error={errors.password} />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        name="confirmPassword"
        error={errors.confirmPassword}
      />
    </>
  );
}
