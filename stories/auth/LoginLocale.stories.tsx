import { Suspense } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { people } from '../../src/fixtures'
import { MessagesProvider, type MessagesLoader } from '../../src/screens'
import { LoginStory, type LoginStoryProps } from './LoginStory'

// The locale module, declared once: MessagesProvider loads it on first render and keeps it.
let frenchLoads = 0
const loadFrench: MessagesLoader = () => {
  frenchLoads++
  return import('../support/locales/fr')
}

/** The login screen in French with a host's own words: its module, loaded lazily through MessagesProvider, laid over the built-in French. */
function FrenchLogin(props: LoginStoryProps) {
  return (
    <MessagesProvider locale="fr" messages={loadFrench}>
      <LoginStory {...props} />
    </MessagesProvider>
  )
}

const meta = {
  title: 'Sign-in/In another language',
  component: FrenchLogin,
  args: { navigate: fn() },
  decorators: [
    (Story) => (
      <Suspense fallback={<p>Loading the language…</p>}>
        <Story />
      </Suspense>
    ),
  ],
} satisfies Meta<typeof FrenchLogin>

export default meta
type Story = StoryObj<typeof meta>

export const French: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent, step }) => {
    await step('the French module arrives once, and the email step speaks it', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Connexion' })).toBeVisible()
      await expect(frenchLoads).toBe(1)
    })
    await step('its errors too, on the field, keeping what was typed', async () => {
      await userEvent.type(canvas.getByLabelText('E-mail'), 'ada@')
      await userEvent.keyboard('{Enter}')
      await expect(await canvas.findByText('Saisissez une adresse e-mail valide, comme nom@exemple.fr.')).toBeVisible()
      await expect(canvas.getByLabelText('E-mail')).toHaveValue('ada@')
    })
    await step('the next step, loaded when reached, is in French: the host\'s words where its module has them, the built-in French elsewhere', async () => {
      await userEvent.clear(canvas.getByLabelText('E-mail'))
      await userEvent.type(canvas.getByLabelText('E-mail'), people.ada.email)
      await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }))
      const heading = await canvas.findByRole('heading', { name: 'Saisissez votre mot de passe' })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(canvas.getByLabelText('Mot de passe')).toBeVisible()
      await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeVisible()
      await expect(canvas.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible()
      await expect(frenchLoads).toBe(1)
    })
  },
}
