// Forms that validate with the shared zod schema (the spec's messages, exactly as the Worker answers them) without
// zod or a form library in the page's first load: the schema's module loads on the first focus in the form (or on
// submit), validation runs on submit and, after a failed submit, again as the person corrects (ADR 0093).
import { type FormEvent, useCallback, useRef, useState } from "react";
import type { z } from "zod";

type Loader<S extends z.ZodType> = () => Promise<S>;
type Errors = Partial<Record<string, string>>;

/** Reads every named control of the form as a string (checkboxes as "on"/absent, like a normal submit). */
const readForm = (form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Record<string, unknown>;

function errorsOf(issues: z.core.$ZodIssue[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

export function useLazyForm<S extends z.ZodType>(
  loadSchema: Loader<S>,
  onValid: (values: z.output<S>) => unknown | Promise<unknown>,
) {
  const [errors, setErrors] = useState<Errors>({});
  const schema = useRef<Promise<S> | null>(null);
  const failed = useRef(false);
  const load = useCallback(() => {
    schema.current ??= loadSchema();
    return schema.current;
  }, [loadSchema]);

  const validate = async (form: HTMLFormElement) => {
    const result = (await load()).safeParse(readForm(form));
    const next = result.success ? {} : errorsOf(result.error.issues);
    setErrors(next);
    return { result, next };
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const { result, next } = await validate(form);
    if (!result.success) {
      failed.current = true;
      // Like a form library: the first field in error takes focus, so its message is read out.
      const first = [...form.elements].find((el) => (el as HTMLInputElement).name in next) as HTMLElement | undefined;
      first?.focus();
      return;
    }
    failed.current = false;
    await onValid(result.data);
  };

  /** Spread on the <form>: loads the schema on first focus, validates on submit and while correcting. */
  const formProps = {
    noValidate: true,
    onSubmit,
    onFocus: () => void load(),
    onInput: (e: FormEvent<HTMLFormElement>) => {
      if (failed.current) void validate(e.currentTarget);
    },
  };
  return { errors, formProps };
}
