import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import classes from './auth.module.css';

/**
 * A public page's form. Those pages arrive prerendered, so the form shows before the script that
 * runs it: until the app has taken the page over, its fields and buttons are disabled, so nothing
 * typed is lost and nothing is submitted by the browser itself (which would put the fields, a
 * password among them, in the address).
 */
export function PublicForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  // False on the server and in the render that adopts the HTML; true once the app runs the page.
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} method="post">
      <fieldset className={classes.fieldset} disabled={!running} aria-busy={!running}>
        {children}
      </fieldset>
    </form>
  );
}
