// A labelled multi-line text control with its error message, wired like Field.
import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { FieldFrame, inputClass } from "./field";

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, id, className, rows = 3, ...props },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea ref={ref} rows={rows} className={cn(inputClass, "py-2.5")} {...control} {...props} />}
    </FieldFrame>
  );
});
