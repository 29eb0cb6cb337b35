import { useCallback, useMemo, useState } from 'react';
import type { FieldErrorTarget } from '../../common/submit';

/**
 * A form's field messages as React state, shaped as `submitForm`'s `form` target: the validation's
 * and a 400 answer's messages land under the fields named by the API.
 */
export function useFieldErrors(): {
  errors: Record<string, string>;
  form: FieldErrorTarget;
  /** Clears a field's message once the person edits it. */
  clear: (field: string) => void;
} {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = useCallback(
    (field: string) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _cleared, ...rest } = current;
        return rest;
      }),
    [],
  );
  const form = useMemo(() => ({ setErrors }), []);
  return { errors, form, clear };
}
