import { Suspense } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { MessagesProvider } from '../../src/screens'
import { defaultMessages } from '../../src/screens/i18n/messages'
import { LOCALE_INDEXES } from '../../src/screens/i18n/localeIndexes'
import { LoginStory, type LoginStoryProps } from '../auth/LoginStory'

/** The login box under a MessagesProvider given no locale: the browser's languages choose. */
function BrowserLogin(props: LoginStoryProps) {
  return (
    <Suspense fallback={<p>Loading the language…</p>}>
      <MessagesProvider>
        <LoginStory {...props} />
      </MessagesProvider>
    </Suspense>
  )
}

/** The browser's languages as a reader set them, for one story; the browser's own come back after it. */
function browserLanguages(languages: readonly string[]) {
  return () => {
    // An own property of this navigator over the prototype's getter; deleting it restores the browser's.
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages })
    return () => {
      delete (navigator as { languages?: unknown }).languages
    }
  }
}

const meta = {
  title: 'Guides/Messages and locales/Chosen by the browser',
  component: BrowserLogin,
  args: { navigate: fn() },
} satisfies Meta<typeof BrowserLogin>

export default meta
type Story = StoryObj<typeof meta>

export const AustrianGerman: Story = {
  beforeEach: browserLanguages(['de-AT', 'en']),
  play: async ({ canvas }) => {
    const german = (await LOCALE_INDEXES.de()).default.messages
    const heading = await canvas.findByRole('heading', { name: german.login.emailStep.title })
    // German strings, Austrian German for Intl (and for screen readers).
    await expect(heading.closest('[lang]')).toHaveAttribute('lang', 'de-AT')
  },
}

export const FirstLanguageNotWritten: Story = {
  beforeEach: browserLanguages(['sv-SE', 'fi', 'ja']),
  play: async ({ canvas }) => {
    const japanese = (await LOCALE_INDEXES.ja()).default.messages
    // Swedish and Finnish are not written: the reader's next language is.
    const heading = await canvas.findByRole('heading', { name: japanese.login.emailStep.title })
    await expect(heading.closest('[lang]')).toHaveAttribute('lang', 'ja')
  },
}

export const NoneWritten: Story = {
  beforeEach: browserLanguages(['sv-SE', 'fi']),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: defaultMessages.login.emailStep.title })
    await expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en')
  },
}

export const ChangedWhileTyping: Story = {
  beforeEach: browserLanguages(['en-GB']),
  play: async ({ canvas, userEvent, step }) => {
    const french = (await LOCALE_INDEXES.fr()).default.messages
    await userEvent.type(await canvas.findByLabelText(defaultMessages.login.emailStep.emailLabel), 'ada@acme.test')
    await step('the reader switches the browser to French: the box follows, keeping what was typed', async () => {
      Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['fr-FR'] })
      window.dispatchEvent(new Event('languagechange'))
      await expect(await canvas.findByRole('heading', { name: french.login.emailStep.title })).toBeVisible()
      await waitFor(() => expect(canvas.getByLabelText(french.login.emailStep.emailLabel)).toHaveValue('ada@acme.test'))
    })
  },
}
