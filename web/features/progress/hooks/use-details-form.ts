// The wizard's Details values and their validation, without a form library: the schema module (zod) starts loading
// when the wizard mounts and is never in its first load (ADR 0093). Messages show for a field once it has been
// changed, and for every field after an attempt to continue, as the spec's "validated as they are typed".
import { useCallback, useEffect, useState } from "react";
import type { DetailsErrors } from "./details-schema";
import type { DetailsValues } from "./details-values";

type SchemaModule = typeof import("./details-schema");
let loaded: SchemaModule | null = null;
const loadSchema = () =>
  import("./details-schema").then((m) => {
    loaded = m;
    return m;
  });

export function useDetailsForm(initial: DetailsValues, floor: number | null) {
  const [values, setValues] = useState(initial);
  const [schema, setSchema] = useState<SchemaModule | null>(loaded);
  const [touched, setTouched] = useState<Partial<Record<keyof DetailsValues, true>>>({});
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<DetailsErrors>({});
  // Bumped on reset so the uncontrolled inputs take their new default values.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!schema) void loadSchema().then((m) => setSchema(() => m));
  }, [schema]);

  const all = schema ? schema.detailsErrors(values, floor) : null;
  const errors: DetailsErrors = { ...serverErrors };
  for (const [field, message] of Object.entries(all ?? {}) as [keyof DetailsValues, string][])
    if (showAll || touched[field]) errors[field] ??= message;

  const setField = useCallback(<K extends keyof DetailsValues>(field: K, value: DetailsValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  }, []);

  /** Shows every message; true when the details may be billed. */
  const trigger = async () => {
    const m = schema ?? (await loadSchema());
    setShowAll(true);
    return Object.keys(m.detailsErrors(values, floor)).length === 0;
  };

  const reset = (next: DetailsValues) => {
    setValues(next);
    setTouched({});
    setShowAll(false);
    setServerErrors({});
    setVersion((n) => n + 1);
  };

  const setError = (field: keyof DetailsValues, message: string) =>
    setServerErrors((e) => ({ ...e, [field]: message }));

  /** null while the schema is still on its way. */
  const valid = all === null ? null : Object.keys(all).length === 0;
  return { values, errors, valid, version, setField, trigger, reset, setError };
}

export type DetailsForm = ReturnType<typeof useDetailsForm>;
