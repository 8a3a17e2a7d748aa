// Labelled form controls with their error messages, wired for screen readers.
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { useSaid } from "../../lib/said";

export const inputClass =
  "block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/** What the frame hands its control: the id the label points at and the ARIA wiring. */
export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type FrameProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** Label above, control, then the hint or the error: the one layout every field uses. */
export function FieldFrame({ label, error, hint, id, className, children }: FrameProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  // The schemas' messages are English; a Spanish reader sees them in Spanish (ADR 0195).
  const said = useSaid(Boolean(error));
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": cn(error && errorId, hint && !error && hintId) || undefined,
      })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {said(error)}
        </p>
      )}
    </div>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: ReactNode };

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, id, className, ...props },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input ref={ref} className={inputClass} {...control} {...props} />}
    </FieldFrame>
  );
});
