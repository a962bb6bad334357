import { createThemeContract } from '@vanilla-extract/css'

const colorRole = { main: null, light: null, dark: null, contrastText: null, surface: null, strong: null }

export const vars = createThemeContract({
  color: {
    primary: colorRole,
    secondary: colorRole,
    error: colorRole,
    success: colorRole,
    warning: colorRole,
    info: colorRole,
    neutral: { 0: null, 50: null, 100: null, 200: null, 300: null, 500: null, 700: null, 900: null },
    background: { default: null, paper: null },
    text: { primary: null, secondary: null, disabled: null },
    border: null,
    focusRing: null,
    /** The veil behind a modal dialog. */
    backdrop: null,
  },
  font: {
    family: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: null,
  },
  radius: { sm: null, md: null, lg: null, full: null },
  space: { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null, 8: null },
  shadow: {
    card: null,
    /** Dialogs and popovers, which float above the page. */
    overlay: null,
  },
})
