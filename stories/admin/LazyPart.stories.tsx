import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LazyPart } from '../../src/screens/admin/LazyPart'
import type { ComponentLoader } from '../../src/screens/shared/lazyComponent'

type DemoProps = { title: string }
const TEXT = { loading: 'Loading your password settings', loadFailed: "Your password settings didn't load.", retry: 'Try again' }

/**
 * A part of a section that its first paint does not need (the profile's password card) comes in a
 * chunk of its own, after the section shows. These stories drive that with a demo card whose chunk
 * is held or fails.
 */
function SectionWithLazyPart({ load }: { load: ComponentLoader<DemoProps> }) {
  return (
    <div>
      <h2>Your details</h2>
      <LazyPart load={load} text={TEXT} props={{ title: 'Password' }} />
    </div>
  )
}

const meta = {
  title: 'Internals/Lazy section parts',
  component: SectionWithLazyPart,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SectionWithLazyPart>

export default meta
type Story = StoryObj<typeof meta>

// Held until the play function lets the chunk arrive: the spinner is what shows meanwhile.
let arrive: () => void = () => undefined
const heldLoad: ComponentLoader<DemoProps> = () =>
  new Promise<void>((resolve) => {
    arrive = resolve
  }).then(() => import('./demo/DemoCard'))

export const SpinnerUntilItsChunk: Story = {
  args: { load: heldLoad },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your details' })).toBeVisible()
    await expect(await canvas.findByRole('progressbar', { name: TEXT.loading })).toBeVisible()
    arrive()
    await expect(await canvas.findByRole('heading', { name: 'Password' })).toBeVisible()
    await expect(canvas.queryByRole('progressbar')).toBeNull()
  },
}

// Offline until the play function says the connection is back.
let online = false
const failingWhileOffline: ComponentLoader<DemoProps> = () =>
  online ? import('./demo/DemoCard') : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

export const ChunkFailsThenRetried: Story = {
  args: { load: failingWhileOffline },
  beforeEach: () => {
    online = false
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(TEXT.loadFailed)
    await expect(canvas.getByRole('heading', { name: 'Your details' })).toBeVisible()
    online = true
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { name: 'Password' })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}
