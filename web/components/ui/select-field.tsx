// A labelled native select (the phone's own picker) with its error message, wired like Field.
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from "react";
import { FieldFrame, inputClass } from "./field";

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, className, children, ...props },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select ref={ref} className={inputClass} {...control} {...props}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
});
