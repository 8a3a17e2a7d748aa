// The fields that make a new login, the same wherever one is made (registering, joining a team by invite).

import { useCommonWords } from "../../lib/common-words";
import { Field } from "./field";

export function NewLoginFields({ errors }: { errors: Record<string, string | undefined> }) {
  const t = useCommonWords();
  return (
    <>
      <Field
        label={t("username")}
        autoComplete="username"
        autoCapitalize="none"
        name="username"
        error={errors.username}
      />
      <Field
        label={t("password")}
        type="password"
        autoComplete="new-password"
        name="password"
        error={errors.password}
      />
      <Field
        label={t("confirmPassword")}
        type="password"
        autoComplete="new-password"
        name="confirmPassword"
        error={errors.confirmPassword}
      />
    </>
  );
}
