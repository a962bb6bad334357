import { Suspense } from 'react'
import type { StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { people } from '../../src/fixtures'
import { MessagesProvider } from '../../src/screens'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { defaultMessages, mergeCatalogue, type DeepPartial } from '../../src/screens/i18n/messages'
import { defaultLoginStepMessages } from '../../src/screens/i18n/loginStepMessages'
import { defaultMfaMessages } from '../../src/screens/i18n/mfaMessages'
import { defaultAccountMessages } from '../../src/screens/i18n/accountMessages'
import { defaultUsersMessages } from '../../src/screens/admin/team/users/usersMessages'
import { defaultSecurityMessages } from '../../src/screens/admin/security/securityMessages'
import { defaultAuditsMessages } from '../../src/screens/admin/audits/auditsMessages'
import { PSEUDO_LOCALE, textDirection, type LocaleName } from '../../src/screens/i18n/locales'
import { pseudoCatalogue } from '../../src/screens/i18n/pseudoLocale'
import { loadTranslation } from '../../src/screens/i18n/localeIndexes'
import type { Catalogues, CatalogueName } from '../../src/screens/i18n/catalogues'
import { StoryApp, type StoryAppProps } from '../support/StoryApp'
import { FIRST_LOAD_TIMEOUT, dialog, findGrid } from '../support/admin'
import { portalMount } from '../admin/portalStory'
import { auditsMeta } from '../admin/auditsStory'
import { expectFitsPhone, PHONE } from '../support/themeChecks'

/** The story app with the screens in `locale`, as a host gives it to MessagesProvider. */
export function LocaleApp({ locale, ...app }: StoryAppProps & { locale: LocaleName }) {
  return (
    <Suspense fallback={<p>Loading the language…</p>}>
      <MessagesProvider locale={locale}>
        <StoryApp {...app} />
      </MessagesProvider>
    </Suspense>
  )
}

/** A catalogue as a reader of `locale` sees it, read from the same module the screens load. */
async function inLocale<Name extends CatalogueName>(english: Catalogues[Name], name: Name, locale: LocaleName): Promise<Catalogues[Name]> {
  if (locale === 'en') return english
  const translation = locale === PSEUDO_LOCALE ? pseudoCatalogue(english) : await loadTranslation(locale, name)
  return mergeCatalogue(english, translation as DeepPartial<Catalogues[Name]>)
}

type Story = StoryObj<typeof LocaleApp>

/** The page's screens run in the locale's direction (the wrapper MessagesProvider sets, and what the screens compute). */
async function expectDirection(locale: LocaleName, heading: HTMLElement) {
  const direction = textDirection(locale)
  await expect(heading.closest('[dir]')).toHaveAttribute('dir', direction)
  await expect(getComputedStyle(heading).direction).toBe(direction)
  await expect(heading.closest('[lang]')).toHaveAttribute('lang', locale)
}

const admin = { navigate: fn(), signedInAs: { email: people.ada.email }, mount: portalMount({ sections: DEFAULT_SECTIONS }) }

/**
 * The same six screens in each language: the login box (a wrong address, then the password step),
 * MFA, sign-up, and three admin sections — the users list with its Add user dialog, the security
 * section's settings form, the audit logs. Every string the plays look for is read from the
 * locale's catalogue modules, so the screens are shown to speak them.
 */
export function languageStories(locale: LocaleName) {
  const signIn: Story = {
    args: { locale, navigate: fn() },
    play: async ({ canvas, userEvent, step }) => {
      const shared = await inLocale(defaultMessages, 'messages', locale)
      const steps = await inLocale(defaultLoginStepMessages, 'loginStepMessages', locale)
      const heading = await canvas.findByRole('heading', { name: shared.login.emailStep.title })
      await expectDirection(locale, heading)
      await step('a wrong address is refused in the language, on the field, keeping what was typed', async () => {
        const email = canvas.getByLabelText(shared.login.emailStep.emailLabel)
        await userEvent.type(email, 'ada@')
        await userEvent.click(canvas.getByRole('button', { name: shared.login.emailStep.submit }))
        await expect(await canvas.findByText(shared.errors.invalidEmail)).toBeVisible()
        await expect(email).toHaveValue('ada@')
        // The address reads left to right, in a right-to-left page too.
        await expect(getComputedStyle(email).direction).toBe('ltr')
      })
      await step('the password step, loaded when reached, speaks it too and signs in', async () => {
        await userEvent.clear(canvas.getByLabelText(shared.login.emailStep.emailLabel))
        await userEvent.type(canvas.getByLabelText(shared.login.emailStep.emailLabel), people.ada.email)
        await userEvent.click(canvas.getByRole('button', { name: shared.login.emailStep.submit }))
        const password = await canvas.findByRole('heading', { name: steps.passwordStep.title })
        await waitFor(() => expect(password).toHaveFocus())
        await userEvent.type(canvas.getByLabelText(steps.passwordStep.passwordLabel), people.ada.password)
        await expect(canvas.getByRole('button', { name: steps.passwordStep.submit })).toBeVisible()
      })
    },
  }

  const mfa: Story = {
    args: { locale, navigate: fn() },
    parameters: { scenario: 'mfaRequired' },
    play: async ({ canvas, userEvent }) => {
      const shared = await inLocale(defaultMessages, 'messages', locale)
      const steps = await inLocale(defaultLoginStepMessages, 'loginStepMessages', locale)
      const words = await inLocale(defaultMfaMessages, 'mfaMessages', locale)
      await userEvent.type(await canvas.findByLabelText(shared.login.emailStep.emailLabel), people.ada.email)
      await userEvent.click(canvas.getByRole('button', { name: shared.login.emailStep.submit }))
      await userEvent.type(await canvas.findByLabelText(steps.passwordStep.passwordLabel), people.ada.password)
      await userEvent.click(canvas.getByRole('button', { name: steps.passwordStep.submit }))
      const heading = await canvas.findByRole('heading', { name: words.authenticatorApp.title })
      await waitFor(() => expect(heading).toHaveFocus())
      await expectDirection(locale, heading)
      await expect(canvas.getByLabelText(words.authenticatorApp.codeLabel)).toBeVisible()
      await expect(canvas.getByRole('button', { name: words.authenticatorApp.submit })).toBeVisible()
    },
  }

  const signUp: Story = {
    args: { locale, navigate: fn(), startAt: '/account/sign-up' },
    play: async ({ canvas, userEvent }) => {
      const words = (await inLocale(defaultAccountMessages, 'accountMessages', locale)).signUp.form
      const heading = await canvas.findByRole('heading', { name: words.title })
      await waitFor(() => expect(heading).toHaveFocus())
      await expectDirection(locale, heading)
      await userEvent.type(canvas.getByLabelText(words.emailLabel), people.newcomer.email)
      await userEvent.click(canvas.getByRole('button', { name: words.submit }))
      // The name left out is asked for in the language; the address typed is kept.
      await expect(await canvas.findByText(words.nameRequired)).toBeVisible()
      await expect(canvas.getByLabelText(words.emailLabel)).toHaveValue(people.newcomer.email)
    },
  }

  const users: Story = {
    args: { locale, ...admin, startAt: '/admin/users' },
    parameters: { layout: 'fullscreen' },
    play: async ({ canvas, userEvent }) => {
      const words = (await inLocale(defaultUsersMessages, 'usersMessages', locale)).users
      const grid = await findGrid(canvas, words.tableLabel)
      await waitFor(() => expect(within(grid).getAllByRole('rowheader').length).toBeGreaterThan(1))
      await expectDirection(locale, canvas.getByRole('heading', { name: words.title }))
      await userEvent.click(canvas.getByRole('button', { name: words.add }))
      const adding = await dialog(words.addDialog.title)
      // The dialog, portalled out of the page, keeps the language and its direction.
      await expect(adding.closest('[dir]')).toHaveAttribute('dir', textDirection(locale))
      await expect(adding.closest('[lang]')).toHaveAttribute('lang', locale)
    },
  }

  const securitySettings: Story = {
    args: { locale, ...admin, startAt: '/admin/security' },
    parameters: { layout: 'fullscreen' },
    play: async ({ canvas, userEvent }) => {
      const words = await inLocale(defaultSecurityMessages, 'securityMessages', locale)
      const tab = await canvas.findByRole('tab', { name: words.tabs.generalSettings }, { timeout: FIRST_LOAD_TIMEOUT })
      await userEvent.click(tab)
      const panel = within(canvas.getByRole('tabpanel'))
      const heading = await panel.findByRole('heading', { name: words.general.lockout.title })
      await expectDirection(locale, heading)
      // Each card shows once its own policy is in: wait for every one before the screen is looked at.
      await expect(await panel.findByRole('heading', { name: words.general.passwordHistory.title })).toBeVisible()
      await expect(await panel.findByLabelText(words.general.lockout.maxAttempts)).toHaveValue('5')
      await expect(await panel.findByLabelText(words.general.passwordHistory.historySize)).toHaveValue('3')
    },
  }

  const audits: Story = {
    args: { locale, ...admin, startAt: '/admin/audits' },
    beforeEach: auditsMeta.beforeEach,
    parameters: { layout: 'fullscreen', screenshot: auditsMeta.parameters.screenshot },
    play: async ({ canvas }) => {
      const words = await inLocale(defaultAuditsMessages, 'auditsMessages', locale)
      const grid = await findGrid(canvas, words.tableLabel)
      await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(2))
      await expect(grid.closest('[dir]')).toHaveAttribute('dir', textDirection(locale))
    },
  }

  return { signIn, mfa, signUp, users, securitySettings, audits }
}

/** The login box and the users list at 375 px: in a language 40 % longer than English, nothing is cut off or scrolls sideways. */
export function phoneStories(locale: LocaleName) {
  const stories = languageStories(locale)
  const onPhone = (story: Story): Story => ({
    ...story,
    parameters: { ...story.parameters, ...PHONE.parameters },
    globals: PHONE.globals,
    play: async (context) => {
      await story.play?.(context)
      expectFitsPhone()
    },
  })
  return { signInOnAPhone: onPhone(stories.signIn), usersOnAPhone: onPhone(stories.users) }
}
