import {
  Drawer,
  Modal,
  createTheme,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/** Sportzone blue: shade 7 (#0b55dd) carries white text at 6:1, the primary shade in light mode. */
const brand: MantineColorsTuple = [
  '#e8f1ff',
  '#d0e1ff',
  '#a1c1fd',
  '#6e9ffb',
  '#4482f9',
  '#2a70f8',
  '#1a66f8',
  '#0b55dd',
  '#004bc6',
  '#0040af',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily:
    'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"',
  headings: {
    fontFamily:
      'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", system-ui, sans-serif',
    fontWeight: '800',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
  },
});

/** Mantine's dimmed text (gray 6) reads at 3.3:1 on white; this grey keeps secondary text above 4.5:1 (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636b',
    // placeholders too: Mantine's gray 5 (#adb5bd) is 2.1:1; this grey is 4.7:1
    '--mantine-color-placeholder': '#6c757d',
    // light badges and alerts: shade 9 on shade 1 is below 4.5:1 for these (yellow 2.7:1, green 3.8:1);
    // shade 9 darkened until it reads at 4.6:1 on shade 1
    '--mantine-color-red-light-color': '#c42929',
    '--mantine-color-teal-light-color': '#077957',
    '--mantine-color-green-light-color': '#257936',
    '--mantine-color-lime-light-color': '#4b790a',
    '--mantine-color-yellow-light-color': '#a55500',
    '--mantine-color-orange-light-color': '#ba3d0c',
  },
  dark: {},
});

/**
 * The theme with what depends on the language: a dialog's close button is the first thing focused when it
 * opens, so it carries a name a screen reader can say ("Close", "Затваряне").
 */
export function localizedTheme(closeLabel: string): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel };
  return mergeThemeOverrides(theme, {
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
    },
  });
}
