import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { people } from '../../src/fixtures'
import { LOGIN_STEP_SCREENS, type LoginStepLoader } from '../../src/screens'
import { LoginStory } from './LoginStory'
import { enterEmail } from './loginSteps'

/**
 * Every step past the email step is its own chunk, fetched when the flow reaches it
 * (LOGIN_STEP_SCREENS). These stories hold or fail that fetch through LoginScreen's `steps`.
 */
const meta = {
  title: 'Internals/Sign-in step loading',
  component: LoginStory,
  args: { navigate: fn() },
} satisfies Meta<typeof LoginStory>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The password step's chunk, held until the play function lets it arrive. One per story: the
 * screen keeps one lazy component per loader, as it does for the kit's own.
 */
function heldPasswordStep() {
  const held = { loads: 0, arrive: () => {} }
  const loader: LoginStepLoader = () => {
    held.loads++
    return new Promise<void>((resolve) => (held.arrive = resolve)).then(LOGIN_STEP_SCREENS.password)
  }
  return { held, loader }
}

const stillLoading = heldPasswordStep()

/** Ends while the chunk is still on its way: what a slow connection shows between two steps. */
export const StepStillLoading: Story = {
  args: { steps: { password: stillLoading.loader } },
  play: async ({ canvas, userEvent }) => {
    await enterEmail(canvas, userEvent, people.ada.email)
    await expect(await canvas.findByRole('heading', { name: 'One moment' })).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Loading the next step.' })).toBeVisible()
    await expect(canvas.queryByLabelText('Email')).toBeNull()
  },
}

const onItsWay = heldPasswordStep()

export const StepOnItsWay: Story = {
  args: { steps: { password: onItsWay.loader } },
  play: async ({ canvas, userEvent, step }) => {
    await step('while the password step is on its way, the screen says so', async () => {
      await enterEmail(canvas, userEvent, people.ada.email)
      await expect(await canvas.findByRole('heading', { name: 'One moment' })).toBeVisible()
      await expect(canvas.getByRole('progressbar', { name: 'Loading the next step.' })).toBeVisible()
      await expect(canvas.queryByLabelText('Email')).toBeNull()
    })
    await step('once it is in, its heading takes the focus', async () => {
      onItsWay.held.arrive()
      const heading = await canvas.findByRole('heading', { name: 'Enter your password' })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(canvas.getByText(people.ada.email)).toBeVisible()
      await expect(onItsWay.held.loads).toBe(1)
    })
  },
}

let failingLoads = 0
const passwordFailingOnce: LoginStepLoader = () =>
  ++failingLoads === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : LOGIN_STEP_SCREENS.password()

export const StepFailsToLoad: Story = {
  args: { steps: { password: passwordFailingOnce } },
  beforeEach: () => {
    failingLoads = 0
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('a step whose chunk did not arrive says so, and its heading takes the focus', async () => {
      await enterEmail(canvas, userEvent, people.ada.email)
      const heading = await canvas.findByRole('heading', { name: "This step didn't load" })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load the next step of signing in. Check your connection and try again.")
    })
    await step('trying again with the keyboard fetches it once more and goes on where the user was', async () => {
      await userEvent.tab()
      await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      const heading = await canvas.findByRole('heading', { name: 'Enter your password' })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(canvas.getByText(people.ada.email)).toBeVisible()
      await expect(failingLoads).toBe(2)
    })
  },
}

const offline: LoginStepLoader = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

/** Ends on the failure: what a user sees when the connection dropped between two steps. */
export const StepDidNotLoad: Story = {
  tags: ['screenshot-dark'],
  args: { steps: { password: offline } },
  play: async ({ canvas, userEvent }) => {
    await enterEmail(canvas, userEvent, people.ada.email)
    const heading = await canvas.findByRole('heading', { name: "This step didn't load" })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}
