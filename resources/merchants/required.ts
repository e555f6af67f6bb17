// "All fields are required" (SPEC §5, §8): one message for the form, the empty fields marked.
import { useCallback, useState } from "react";

export const ALL_FIELDS_REQUIRED = "All fields are required";

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === "";

export function useRequiredFields<K extends string>(fields: readonly K[]) {
  const [missing, setMissing] = useState<readonly K[]>([]);
  /** The empty fields of `values` (also remembered for display); [] when complete. */
  const check = useCallback(
    (values: Partial<Record<K, unknown>>) => {
      const empty = fields.filter((f) => blank(values[f]));
      setMissing(empty);
      return empty;
    },
    [fields],
  );
  /** Forget a field's error once the user fills it in (for Form onValuesChange). */
  const onValuesChange = useCallback((changed: Partial<Record<K, unknown>>) => {
    setMissing((m) => (m.some((f) => f in changed && !blank(changed[f])) ? m.filter((f) => !(f in changed) || blank(changed[f])) : m));
  }, []);
  const reset = useCallback(() => setMissing([]), []);
  const status = (f: K) => (missing.includes(f) ? ("error" as const) : undefined);
  return { missing, check, onValuesChange, reset, status };
}
