import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { mix, parseToRgba } from 'color2k'
import { expect } from 'storybook/test'
import {
  Banner,
  Button,
  Card,
  darkPalette,
  lightPalette,
  PasswordField,
  TextField,
  ThemeProvider,
  type ThemeMode,
} from '../../src/primitives'

interface ShowcaseProps {
  mode: ThemeMode
  primary: string
  secondary: string
  error: string
  success: string
}

/** The login building blocks under one palette, for designers trying colours. */
function PaletteShowcase({ mode, primary, secondary, error, success }: ShowcaseProps) {
  const palette = useMemo(
    () => ({ primary: { main: primary }, secondary: { main: secondary }, error: { main: error }, success: { main: success } }),
    [primary, secondary, error, success],
  )
  return (
    <ThemeProvider palette={palette} mode={mode}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 24, width: 400 }}>
        <Card heading="Sign in" description="Palette preview">
          <TextField label="Email" type="email" />
          <PasswordField label="Password" />
          <Button fullWidth>Primary</Button>
          <Button variant="secondary" fullWidth>
            Secondary
          </Button>
          <Banner tone="error" title="Error banner">Wrong email or password.</Banner>
          <Banner tone="info" title="Info banner">We sent you a code.</Banner>
          <Banner tone="success" title="Success banner">Password changed.</Banner>
          <Banner tone="warning" title="Warning banner">Three attempts left.</Banner>
        </Card>
      </div>
    </ThemeProvider>
  )
}

const meta = {
  title: 'Theme/Palette',
  component: PaletteShowcase,
  argTypes: {
    mode: { control: 'inline-radio', options: ['light', 'dark'] },
    primary: { control: 'color' },
    secondary: { control: 'color' },
    error: { control: 'color' },
    success: { control: 'color' },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaletteShowcase>

export default meta
type Story = StoryObj<typeof meta>

const sameColor = (actual: string, expected: string) =>
  expect(parseToRgba(actual)).toEqual(parseToRgba(expected))

export const Light: Story = {
  args: {
    mode: 'light',
    primary: lightPalette.primary.main,
    secondary: lightPalette.secondary.main,
    error: lightPalette.error.main,
    success: lightPalette.success.main,
  },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('colours follow the palette', async () => {
      const primary = canvas.getByRole('button', { name: 'Primary' })
      sameColor(getComputedStyle(primary).backgroundColor, args.primary)
      const secondary = canvas.getByRole('button', { name: 'Secondary' })
      sameColor(getComputedStyle(secondary).backgroundColor, args.secondary)
      const errorBanner = canvas.getByText('Error banner').closest('[role="alert"]')!
      const base = args.mode === 'dark' ? darkPalette.background.default : '#ffffff'
      sameColor(getComputedStyle(errorBanner).backgroundColor, mix(args.error, base, 0.7))
    })
    await step('the fields work under the palette', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
      await userEvent.type(canvas.getByLabelText('Password'), 'hunter2')
      await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
      await expect(canvas.getByLabelText('Password')).toHaveValue('hunter2')
      await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text')
    })
  },
}

export const Dark: Story = {
  // The canvas around the showcase in the same mode.
  globals: { theme: 'dark' },
  args: {
    mode: 'dark',
    primary: darkPalette.primary.main,
    secondary: darkPalette.secondary.main,
    error: darkPalette.error.main,
    success: darkPalette.success.main,
  },
  play: Light.play,
}

export const CustomPalette: Story = {
  args: { mode: 'light', primary: '#6b2fb3', secondary: '#1f6f6b', error: '#b3261e', success: '#1e7a46' },
  play: Light.play,
}
