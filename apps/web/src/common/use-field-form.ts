import { useCallback, useMemo, useState } from 'react';
import type { FieldErrorTarget } from './submit-flow';

/**
 * The messages under a form's fields, in the shape `submitForm({form})` fills (`setErrors`): field
 * paths are the API's field names, so a 400's `errors[].field` lands on its input. (The app has no
 * form library: this is all `submitForm` needs.)
 */
export function useFieldErrors(): {
  errors: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
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
  return { errors, setErrors, form, clear };
}

/**
 * A dialog's values with the messages under its fields. The page owns it, so Cancel keeps what was
 * typed; editing a field clears its message.
 */
export function useFieldForm<Values extends object>(initial: () => Values) {
  const [values, setValues] = useState<Values>(initial);
  const { errors, setErrors, clear } = useFieldErrors();
  const update = useCallback(
    <K extends keyof Values>(field: K, value: Values[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      clear(field as string);
    },
    [clear],
  );
  const reset = useCallback(
    (next?: Values) => {
      setValues(next ?? initial());
      setErrors({});
    },
    [initial, setErrors],
  );
  return { values, errors, setErrors, setValues, update, reset };
}

export type FieldForm<Values extends object> = ReturnType<typeof useFieldForm<Values>>;
