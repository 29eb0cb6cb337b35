import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'pitch',
  primaryShade: { light: 7, dark: 5 },
  colors: { pitch },
  fontFamily: systemFont,
  headings: { fontFamily: systemFont, fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

export const BRAND_NAME = 'Elite Player Portal';
