import { useCallback, useState } from 'react';

/**
 * A dialog's values and the messages under its fields, in the shape `submitForm({form})` fills
 * (`setErrors`): field paths are the API's field names, so a 400's `errors[].field` lands on its input.
 * The page owns it, so Cancel keeps what was typed; editing a field clears its message.
 */
export function useFieldForm<Values extends object>(initial: () => Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as string]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);
  const reset = useCallback(
    (next?: Values) => {
      setValues(next ?? initial());
      setErrors({});
    },
    [initial],
  );
  return { values, errors, setErrors, setValues, update, reset };
}

export type FieldForm<Values extends object> = ReturnType<typeof useFieldForm<Values>>;
