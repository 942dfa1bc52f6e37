import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Terracotta (clay, sunsets over Oaxaca) as the brand colour, agave teal as the accent and a
 * warm sand grey for text. Shade 6 of each palette is dark enough for 4.5:1 contrast on white,
 * because Mantine uses it for filled buttons, links and dimmed text.
 */
const terracotta: MantineColorsTuple = [
  '#fff4ec',
  '#fbe4d4',
  '#f5c6a6',
  '#eea676',
  '#e88a4e',
  '#dd7437',
  '#a94a1b',
  '#953f16',
  '#803512',
  '#6a2b0e',
];

const agave: MantineColorsTuple = [
  '#e8f8f6',
  '#cdeeea',
  '#9cdcd4',
  '#67c9bd',
  '#3db8aa',
  '#1f9d90',
  '#0f766e',
  '#115e59',
  '#134e4a',
  '#0d3b38',
];

/** The brand colour at the shade Mantine uses for filled buttons: the browser UI's and the installed app's theme colour. */
export const BRAND_COLOR = terracotta[6];

const sand: MantineColorsTuple = [
  '#faf7f4',
  '#f1ece6',
  '#e4dcd3',
  '#d3c8bc',
  '#b9aa9b',
  '#9d8c7c',
  '#6b5a4e',
  '#54463c',
  '#3d322b',
  '#2a211b',
];

const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
const systemSerif = 'ui-serif, Georgia, Cambria, "Times New Roman", "Liberation Serif", serif';

/**
 * Mantine's light variant (badges, alerts) writes yellow and orange in shades below 4.5:1 on their
 * own tint, so those two get a darker text colour; every other colour keeps Mantine's.
 */
const LIGHT_VARIANT_TEXT: Partial<Record<string, string>> = { yellow: '#7a4f00', orange: '#9a3c0a' };

const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const text = LIGHT_VARIANT_TEXT[parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme }).color];
  return text ? { ...colors, color: text, hoverColor: text } : colors;
};

export const theme = createTheme({
  primaryColor: 'terracotta',
  primaryShade: 6,
  colors: { terracotta, agave, gray: sand },
  fontFamily: systemSans,
  headings: { fontFamily: systemSerif, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  variantColorResolver,
  // Plain objects, not `Component.extend`: importing a component here puts it in the landing's first load.
  components: {
    // Its stylesheet rule (app/global.css) keeps a tap on an unfolding Collapse's content on target;
    // a Collapse given a className of its own replaces this one, so it must add it.
    Collapse: { defaultProps: { className: 'trek-collapse' } },
    // A select's options exist only while its list is open. Mantine keeps every closed list mounted
    // (hidden), and floating-ui then places each hidden list whenever the page lays out: on a
    // dashboard with a dozen selects, a tenth of its start on a phone.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Warm paper background and a dark brown text colour instead of pure white and black. Field
 * errors use a darker red than Mantine's default, which is below 4.5:1 on this background.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': '#fffaf5',
    '--mantine-color-text': sand[9],
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});
