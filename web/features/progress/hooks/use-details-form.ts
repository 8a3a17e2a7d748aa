// The wizard's Details values and their validation, without a form library: the schema module (zod) starts loading
// when the wizard asks for it (the Details step or a later one is shown, see `load`) or when it must validate, so a
// visit that stays on the project step downloads no validator (ADR 0093). Messages show for a field once it has been
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

  const [wanted, setWanted] = useState(loaded !== null);

  useEffect(() => {
    if (wanted && !schema) void loadSchema().then((m) => setSchema(() => m));
  }, [wanted, schema]);

  /** Starts loading the schema (idempotent): called once a step that shows or needs the details is on screen. */
  const load = useCallback(() => setWanted(true), []);

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
    setWanted(true);
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

  /** null while the schema is still on its way (or not yet asked for). */
  const valid = all === null ? null : Object.keys(all).length === 0;
  return { values, errors, valid, version, setField, trigger, reset, setError, load };
}

export type DetailsForm = ReturnType<typeof useDetailsForm>;
