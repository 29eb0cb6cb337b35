import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
  Notification,
} from '@mantine/core';
import { readableOn } from './contrast';

/** The club green used for primary actions and the brand. */
const pitch: MantineColorsTuple = [
  '#e6f8ef',
  '#d2eee0',
  '#a6dcc1',
  '#76c9a0',
  '#4fb985',
  '#37af73',
  '#27a969',
  '#169358',
  '#09834d',
  '#00713f',
];

const systemFont =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Liberation Sans', Arial, 'Noto Sans', sans-serif";

const LIGHT_PRIMARY_SHADE = 8;
const WHITE = '#ffffff';

/**
 * Secondary text (`c="dimmed"`, descriptions, hints): 6.1:1 on white and 5.1:1 on gray-2, so it
 * stays readable on every card and muted section (Mantine's gray-6 was 3.3:1).
 */
export const DIMMED_TEXT = '#5c636a';
/** Placeholder text: 4.8:1 on white, lighter than typed text but still readable (gray-5 was 2.1:1). */
export const PLACEHOLDER_TEXT = '#6b7280';

export const theme = createTheme({
  primaryColor: 'pitch',
  primaryShade: { light: LIGHT_PRIMARY_SHADE, dark: 5 },
  colors: { pitch },
  fontFamily: systemFont,
  headings: { fontFamily: systemFont, fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Mantine's own transitions (dialogs, drawers, toasts) are skipped under prefers-reduced-motion.
  respectReducedMotion: true,
  components: {
    // Modal and Drawer by name, not imported, so they stay out of the landing page's bundle.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close menu' } } },
    // A dialog's title row is not the page's banner: Mantine draws it as <header>, which outside any
    // section is a second banner landmark beside the app header (axe landmark-no-duplicate-banner).
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    Notification: Notification.extend({
      // Toasts are announced by the Toaster's one polite live region, not each as an alert.
      defaultProps: { role: 'none', closeButtonProps: { 'aria-label': 'Dismiss notification' } },
      // Mantine draws the message under a title in gray-6 (3.3:1).
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
    // The show/hide password button is a Tab stop too (Mantine skips it by default).
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true } },
    // Named, not imported: @mantine/dates stays in the lazily loaded screens.
    DatePickerInput: {
      defaultProps: {
        ariaLabels: { previousMonth: 'Previous month', nextMonth: 'Next month' },
        // Keyboard users land back on the field after picking a day.
        popoverProps: { returnFocus: true },
      },
    },
  },
});

/**
 * Every colour the components derive, made to reach WCAG AA against what it is drawn on (light
 * scheme): filled backgrounds under white text and outline text on white 4.5:1, the text of light
 * variants (badges, alerts) 4.5:1 on their tinted background. A colour that already passes is kept;
 * one that does not is darkened just enough. New colours added to the theme inherit this.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme: MantineTheme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
    '--mantine-color-anchor': `var(--mantine-color-${mantineTheme.primaryColor}-filled)`,
    '--mantine-color-error': 'var(--mantine-color-red-filled)',
  };
  for (const [name, shades] of Object.entries(mantineTheme.colors)) {
    if (!Array.isArray(shades) || shades.length < 10) continue;
    const filled = readableOn(shades[LIGHT_PRIMARY_SHADE] as string, WHITE);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = readableOn(filled, WHITE, 5.5);
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9] as string, shades[1] as string);
  }
  return { variables: {}, light, dark: {} };
};

export const BRAND_NAME = 'Elite Player Portal';

/**
 * The app is drawn in the light scheme only. index.html names it on <html> as well: Mantine's scheme
 * variables (filled buttons, body colours) apply to `[data-mantine-color-scheme]`, and a prerendered
 * page paints before the script that would set the attribute.
 */
export const COLOR_SCHEME = 'light';
