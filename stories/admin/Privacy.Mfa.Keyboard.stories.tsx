import type { Meta, StoryObj } from '@storybook/react-vite'
import { URI, type TOTP } from 'otpauth'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { MFA_PATH } from '../../src/api/mfaDevices'
import { INVALID_MFA_CODE, otpauthUriOf } from '../../src/fixtures'
import { dialog, findGrid, noDialog, rowOf } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { otherCode } from '../auth/loginMfaSteps'
import { ada, MFA_STORY_PARAMETERS, privacyArgs, signedInHere } from './privacyStory'

const meta = {
  title: 'Admin portal/Privacy/Two-factor by keyboard',
  component: StoryApp,
  args: privacyArgs('/mfa'),
  beforeEach: signedInHere,
  parameters: MFA_STORY_PARAMETERS,
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

const writeText = fn(async (_text: string) => {})

/** The code an authenticator app makes from the QR code it scanned. */
const appCode = (box: HTMLElement) => (URI.parse(otpauthUriOf(within(box).getByRole('img').getAttribute('src')!)!) as TOTP).generate()

/** An authenticator app set up with the keyboard alone, Enter for every press: a wrong code, the right one, the recovery code copied and saved. */
export const EnrolAuthenticatorAppWithEnter: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    writeText.mockClear()
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard
    }
  },
  play: async ({ canvas, userEvent, step }) => {
    const grid = await findGrid(canvas, 'Two-factor methods')
    await waitFor(async () => expect(within(await rowOf(grid, 'Authenticator app')).getAllByRole('gridcell')[0]).toHaveTextContent(/^(On|Off)$/), { timeout: 15_000 })
    await step('Tab into the list, End to the app row’s Set up, Enter opens the dialog', async () => {
      // The grid is one tab stop: arrows within it.
      for (let presses = 0; presses < 20 && !grid.contains(document.activeElement); presses++) await userEvent.tab()
      await expect(grid).toContainElement(document.activeElement as HTMLElement)
      await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowDown}{End}')
      await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Set up Authenticator app'))
      await userEvent.keyboard('{Enter}')
    })
    const box = await dialog('Set up an authenticator app')
    const field = await within(box).findByRole('textbox', { name: 'Code from the app' })
    await step('the QR code in, the cursor in the code field: a wrong code and Enter is refused, the cursor back with it', async () => {
      await within(box).findByRole('img', { name: 'QR code to add your account to an authenticator app' })
      await waitFor(() => expect(field).toHaveFocus())
      await userEvent.keyboard(`${otherCode(appCode(box))}{Enter}`)
      await expect(await within(box).findByRole('alert')).toHaveTextContent(INVALID_MFA_CODE)
      await waitFor(() => expect(field).toHaveFocus())
      expect(ada().totpSecret).toBeUndefined()
    })
    await step('the right code over it and Enter: the recovery code, with the focus on Copy code', async () => {
      await userEvent.keyboard(`{Control>}a{/Control}${appCode(box)}{Enter}`)
      const recovery = await dialog('Save your recovery code')
      const code = within(recovery).getByLabelText('Save your recovery code').textContent!
      await expect(sent(`${MFA_PATH}/authenticator/enroll/verify`).map((request) => request.body)).toEqual([{ token: expect.any(String) }, { token: expect.any(String) }])
      expect(ada().mfa?.recoveryCodes).toContain(code)
      await waitFor(() => expect(within(recovery).getByRole('button', { name: 'Copy code' })).toHaveFocus())
      await userEvent.keyboard('{Enter}')
      await expect(await within(recovery).findByText('Copied to your clipboard.')).toBeVisible()
      expect(writeText).toHaveBeenCalledWith(code)
    })
    await step('Tab to I saved it, Enter: the dialog closes, the app is on and the focus on the app row’s Remove', async () => {
      const recovery = await dialog('Save your recovery code')
      const done = within(recovery).getByRole('button', { name: 'I saved it' })
      for (let presses = 0; presses < 10 && document.activeElement !== done; presses++) await userEvent.tab()
      await expect(done).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      await noDialog()
      await expect(canvas.getByText('Authenticator app is set up.')).toBeVisible()
      await waitFor(async () => expect(within(await rowOf(grid, 'Authenticator app')).getAllByRole('gridcell')[0]).toHaveTextContent('On'))
      // The Set up it was opened from is gone: the focus goes to what took its place.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Authenticator app' })).toHaveFocus())
    })
  },
}
