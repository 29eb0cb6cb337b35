/**
 * The Mantine components the public screens (landing, login, sign-up, not found), the page loader and
 * the toasts use. Their CSS is all `public-styles.ts` loads up front (the full Mantine sheet comes with
 * the signed-in layout), and the build puts their code in one `mantine-public` chunk (vite.config.ts)
 * instead of a dozen tiny shared ones. A public screen that starts using another Mantine component
 * adds it here and its stylesheet to `public-styles.ts` (build/public-styles.spec.ts checks the two agree).
 */
export const PUBLIC_MANTINE_COMPONENTS = [
  'UnstyledButton',
  'VisuallyHidden',
  'Paper',
  'Loader',
  'ActionIcon',
  'CloseButton',
  'Group',
  'Input',
  'Alert',
  'Text',
  'Anchor',
  'Badge',
  'Button',
  'Card',
  'Center',
  'Container',
  'List',
  'Notification',
  'PasswordInput',
  'Progress',
  'SimpleGrid',
  'Skeleton',
  'Stack',
  'ThemeIcon',
  'Title',
  // No stylesheet of their own.
  'Box',
  'TextInput',
  'Portal',
  'Transition',
] as const;
