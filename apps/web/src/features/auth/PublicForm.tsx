import type { FormEvent, ReactNode } from 'react';

/**
 * A public page's form. Those pages arrive prerendered and the app starts at the visitor's first
 * interaction, so the form takes input before the app runs it: until the app has adopted the page,
 * the page's boot script holds a submission (the browser never sends the fields itself) and the app
 * then takes over what was typed and sends it (app/prerendered-boot.ts). `method="post"` keeps the
 * fields, a password among them, out of the address even without any script.
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
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} method="post">
      {children}
    </form>
  );
}
