import type { Meta, StoryObj } from '@storybook/react-vite'
import { URI, type TOTP } from 'otpauth'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { MFA_PATH } from '../../src/api/mfaDevices'
import { INVALID_MFA_CODE, MFA_CODE_EXPIRED, getWorld, lastMessageTo, otpauthUriOf } from '../../src/fixtures'
import { dialog, findGrid, noDialog, rowOf } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { withVirtualAuthenticator } from '../support/virtualAuthenticator'
import { otherCode } from '../auth/loginMfaSteps'
import { ada, failing, MFA_STORY_PARAMETERS, privacyArgs, signedInHere } from './privacyStory'

const meta = {
  title: 'Admin portal/Privacy',
  component: StoryApp,
  args: privacyArgs('/mfa'),
  beforeEach: signedInHere,
  parameters: MFA_STORY_PARAMETERS,
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]
type Canvas = Context['canvas']

const table = (canvas: Canvas) => findGrid(canvas, 'Two-factor methods')
const statusOf = async (canvas: Canvas, method: string) => within(await rowOf(await table(canvas), method)).getAllByRole('gridcell')[0]!.textContent
/** Waits for the devices' answer: the authenticator app's row says On or Off. */
const loaded = (canvas: Canvas, timeout = 15_000) => waitFor(async () => expect(await statusOf(canvas, 'Authenticator app')).toMatch(/^(On|Off)$/), { timeout })
const open = async ({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, label: string) => {
  await loaded(canvas)
  await userEvent.click(canvas.getByRole('button', { name: label }))
}
/** The code an authenticator app makes from the QR code it scanned. */
const appCode = (scope: ReturnType<typeof within>) => (URI.parse(otpauthUriOf(scope.getByRole('img').getAttribute('src')!)!) as TOTP).generate()
const typeCode = async ({ userEvent }: Pick<Context, 'userEvent'>, scope: ReturnType<typeof within>, label: string, code: string, submit = 'Verify') => {
  const field = scope.getByLabelText(label)
  await userEvent.clear(field)
  await userEvent.type(field, code)
  await userEvent.click(scope.getByRole('button', { name: submit }))
}

/** Nothing set up: four kinds, each Off; email codes are not set up here. */
export const Methods: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas)
    for (const method of ['Authenticator app', 'Text message (SMS)', 'Email code', 'Security key or this device']) expect(await statusOf(canvas, method)).toBe('Off')
    expect(canvas.getAllByRole('button', { name: /^Set up / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Set up Authenticator app', 'Set up Text message (SMS)', 'Set up Security key or this device'])
    // The email row says why it has no button.
    await expect(within(await rowOf(await table(canvas), 'Email code')).getByText('Not changed here')).toBeVisible()
    await expect(canvas.getByText("Email codes are not set up here: when your sign-in offers them, they go to your account's email address.")).toBeVisible()
  },
}

/** Email codes on: listed with the account's address, explained, and offered no button (no users-v1 call sets them up or removes them). */
export const EmailCodeListed: Story = {
  beforeEach: () => {
    ada().mfa = { email: true }
  },
  play: async ({ canvas, step }) => {
    await loaded(canvas)
    const email = within(await rowOf(await table(canvas), 'Email code'))
    await step('On, with the address the codes go to', async () => {
      await expect(email.getByText('On')).toBeVisible()
      await expect(email.getByRole('gridcell', { name: ada().email })).toBeVisible()
    })
    await step('said where the codes go and that they are not changed here; no dead button', async () => {
      await expect(email.getByText('Not changed here')).toBeVisible()
      expect(email.queryByRole('button')).toBeNull()
      await expect(canvas.getByText(`Email codes go to ${ada().email}, your account's email address. They are not set up or removed here.`)).toBeVisible()
    })
    await step('the other kinds can still be set up beside it', async () => {
      expect(canvas.getAllByRole('button', { name: /^Set up / })).toHaveLength(3)
      expect(getWorld().requests.filter((request) => request.path.includes(MFA_PATH) && request.method !== 'GET')).toEqual([])
    })
  },
}

/** The app: QR code, a wrong code refused, the right one from the scanned secret, the recovery code copied and downloaded once. */
export const EnrolAuthenticatorApp: Story = {
  beforeEach: () => {
    const writeText = fn(async (_text: string) => {})
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const createObjectURL = URL.createObjectURL
    const blobs: Blob[] = []
    URL.createObjectURL = (blob: Blob | MediaSource) => (blobs.push(blob as Blob), createObjectURL(blob as Blob))
    Object.assign(window, { privacyStory: { writeText, blobs } })
    return () => {
      URL.createObjectURL = createObjectURL
      delete (navigator as { clipboard?: unknown }).clipboard
      if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original)
    }
  },
  play: async ({ canvas, userEvent, step }) => {
    const spies = (window as unknown as { privacyStory: { writeText: ReturnType<typeof fn>; blobs: Blob[] } }).privacyStory
    await open({ canvas, userEvent }, 'Set up Authenticator app')
    const box = within(await dialog('Set up an authenticator app'))
    await step('scan; a wrong code is refused and kept', async () => {
      await box.findByRole('img', { name: 'QR code to add your account to an authenticator app' })
      await typeCode({ userEvent }, box, 'Code from the app', otherCode(appCode(box)))
      await expect(await box.findByRole('alert')).toHaveTextContent(INVALID_MFA_CODE)
      expect(ada().totpSecret).toBeUndefined()
    })
    await step('the right code turns it on and shows the recovery code once', async () => {
      await typeCode({ userEvent }, box, 'Code from the app', appCode(box))
      const recovery = within(await dialog('Save your recovery code'))
      const code = (await recovery.findByLabelText('Save your recovery code')).textContent!
      expect(ada().mfa?.recoveryCodes).toContain(code)
      expect(sent(`${MFA_PATH}/authenticator/enroll`)).toHaveLength(1)
      await userEvent.click(recovery.getByRole('button', { name: 'Copy code' }))
      await expect(await recovery.findByText('Copied to your clipboard.')).toBeVisible()
      expect(spies.writeText).toHaveBeenCalledWith(code)
      await userEvent.click(recovery.getByRole('button', { name: 'Download code' }))
      expect(await spies.blobs.at(-1)?.text()).toBe(`${code}\n`)
      await userEvent.click(recovery.getByRole('button', { name: 'I saved it' }))
    })
    await noDialog()
    await expect(canvas.getByText('Authenticator app is set up.')).toBeVisible()
    await waitFor(async () => expect(await statusOf(canvas, 'Authenticator app')).toBe('On'))
  },
}

/** SMS: a phone that is not a number is refused on the field; a wrong code, then an expired one, are refused. */
export const EnrolSmsWrongAndExpiredCode: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await open({ canvas, userEvent }, 'Set up Text message (SMS)')
    const box = within(await dialog('Set up text messages'))
    await step('a bad number stays on its field', async () => {
      await userEvent.type(box.getByLabelText(/Phone number/), '12')
      await userEvent.click(box.getByRole('button', { name: 'Send code' }))
      await expect(await box.findByText('Enter a valid phone number with its country code')).toBeVisible()
      await expect(box.getByLabelText(/Phone number/)).toHaveValue('12')
      expect(sent(`${MFA_PATH}/sms/enroll`)).toHaveLength(0)
    })
    await step('a real number gets a code; a wrong one is refused', async () => {
      await userEvent.clear(box.getByLabelText(/Phone number/))
      await userEvent.type(box.getByLabelText(/Phone number/), '+1 415 555 0123')
      await userEvent.click(box.getByRole('button', { name: 'Send code' }))
      await box.findByLabelText('Code from the text message')
      expect(sent(`${MFA_PATH}/sms/enroll`).at(-1)?.body).toEqual({ phoneNumber: '+14155550123' })
      const texted = lastMessageTo(getWorld(), '+14155550123')!.code
      await typeCode({ userEvent }, box, 'Code from the text message', otherCode(texted))
      await expect(await box.findByRole('alert')).toHaveTextContent(INVALID_MFA_CODE)
    })
    await step('time passes: the right code has expired', async () => {
      for (const pending of getWorld().privacy.codes.values()) pending.expiresAt = 0
      await typeCode({ userEvent }, box, 'Code from the text message', lastMessageTo(getWorld(), '+14155550123')!.code)
      await waitFor(() => expect(box.getByRole('alert')).toHaveTextContent(MFA_CODE_EXPIRED))
      expect(ada().mfa?.phones ?? []).toEqual([])
    })
  },
}

/** Keyboard only: Tab to the SMS row's button, type the number and the code, save the recovery code. */
export const EnrolSmsKeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas)
    const grid = await table(canvas)
    // Tab until the grid (one tab stop), then the arrows: down to the SMS row, End to its button.
    for (let presses = 0; presses < 20 && !grid.contains(document.activeElement); presses++) await userEvent.tab()
    await expect(grid).toContainElement(document.activeElement as HTMLElement)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{End}')
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Set up Text message (SMS)'))
    await userEvent.keyboard('{Enter}')
    const box = within(await dialog('Set up text messages'))
    await waitFor(() => expect(box.getByLabelText(/Phone number/)).toHaveFocus())
    await userEvent.keyboard('+14155550123{Enter}')
    const code = await box.findByLabelText('Code from the text message')
    await waitFor(() => expect(code).toHaveFocus())
    await userEvent.keyboard(`${lastMessageTo(getWorld(), '+14155550123')!.code}{Enter}`)
    const recovery = within(await dialog('Save your recovery code'))
    const done = recovery.getByRole('button', { name: 'I saved it' })
    for (let presses = 0; presses < 10 && document.activeElement !== done; presses++) await userEvent.tab()
    await expect(done).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await noDialog()
    await waitFor(async () => expect(await statusOf(canvas, 'Text message (SMS)')).toBe('On'))
    expect(ada().mfa?.phones?.map((phone) => phone.phoneNumber)).toEqual(['+14155550123'])
  },
}

/** A security key through the virtual authenticator: registered for real, then removed by signing with it. */
export const SecurityKeyEnrolAndRemove: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await withVirtualAuthenticator({ transport: 'usb' }, async () => {
      await step('register the key', async () => {
        await open({ canvas, userEvent }, 'Set up Security key or this device')
        const box = within(await dialog('Set up a security key or this device'))
        await userEvent.click(box.getByRole('button', { name: 'Security key' }))
        await userEvent.click(within(await dialog('Save your recovery code')).getByRole('button', { name: 'I saved it' }))
        await noDialog()
        await waitFor(async () => expect(await statusOf(canvas, 'Security key or this device')).toBe('On'))
        expect(ada().webauthnCredentials).toHaveLength(1)
      })
      await step('remove it: the key signs', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Remove Security key or this device' }))
        const box = within(await dialog('Remove Security key or this device'))
        await userEvent.click(box.getByRole('button', { name: 'Remove' }))
        await noDialog()
        await expect(canvas.getByText('Security key or this device removed.')).toBeVisible()
        expect(ada().webauthnCredentials).toEqual([])
        expect(sent(`/disable/verify`)).toHaveLength(1)
      })
    })
  },
}

/** This device's own authenticator (a platform one, fingerprint or PIN), chosen with the keyboard; a wrong SMS removal code is refused meanwhile. */
export const PlatformAuthenticatorAndWrongRemovalCode: Story = {
  beforeEach: () => {
    ada().mfa = { phones: [{ id: 'phone-ada', phoneNumber: '+15555550123' }] }
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('a wrong code does not remove the phone', async () => {
      await open({ canvas, userEvent }, 'Remove Text message (SMS)')
      const box = within(await dialog('Remove Text message (SMS)'))
      const field = await box.findByLabelText('Code')
      await userEvent.type(field, otherCode(lastMessageTo(getWorld(), '+15555550123')!.code))
      await userEvent.click(box.getByRole('button', { name: 'Remove' }))
      await expect(await box.findByRole('alert')).toHaveTextContent(INVALID_MFA_CODE)
      await expect(field).toHaveValue(otherCode(lastMessageTo(getWorld(), '+15555550123')!.code))
      await userEvent.click(box.getByRole('button', { name: 'Cancel' }))
      await noDialog()
      expect(ada().mfa?.phones).toHaveLength(1)
    })
    await step('this device registers as a platform authenticator', async () => {
      await withVirtualAuthenticator({ transport: 'internal' }, async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Set up Security key or this device' }))
        const box = within(await dialog('Set up a security key or this device'))
        box.getByRole('button', { name: 'This device' }).focus()
        await userEvent.keyboard('{Enter}')
        await userEvent.click(within(await dialog('Save your recovery code')).getByRole('button', { name: 'I saved it' }))
        await noDialog()
        await waitFor(async () => expect(within(await rowOf(await table(canvas), 'Security key or this device')).getByRole('gridcell', { name: 'This device' })).toBeVisible())
        expect(sent(`${MFA_PATH}/webauthn/enroll`).at(-1)?.body).toEqual({ deviceType: 'Platform' })
        expect(ada().webauthnCredentials?.map((credential) => credential.deviceType)).toEqual(['Platform'])
      })
    })
  },
}

/** Removing the app needs one of its codes; removing the phone needs the code texted to it. */
export const RemoveAppAndPhone: Story = {
  beforeEach: () => {
    Object.assign(ada(), { totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', mfa: { phones: [{ id: 'phone-ada', phoneNumber: '+15555550123' }] } })
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('the app, with a code it makes', async () => {
      await open({ canvas, userEvent }, 'Remove Authenticator app')
      const box = within(await dialog('Remove Authenticator app'))
      const { TOTP: Totp, Secret } = await import('otpauth')
      const code = new Totp({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') }).generate()
      await userEvent.type(box.getByLabelText('Code'), code)
      await userEvent.dblClick(box.getByRole('button', { name: 'Remove' }))
      await noDialog()
      expect(sent('/authenticator/totp-user-ada/disable/verify')).toHaveLength(1)
      expect(ada().totpSecret).toBeUndefined()
    })
    await step('the phone, with the texted code (sent once)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove Text message (SMS)' }))
      const box = within(await dialog('Remove Text message (SMS)'))
      await expect(await box.findByText(/^We texted a code to \+\*+0123\. Enter it to confirm\.$/)).toBeVisible()
      await userEvent.type(box.getByLabelText('Code'), lastMessageTo(getWorld(), '+15555550123')!.code)
      await userEvent.click(box.getByRole('button', { name: 'Remove' }))
      await noDialog()
      expect(sent('/sms/phone-ada/disable')).toHaveLength(1)
      expect(ada().mfa?.phones).toEqual([])
    })
  },
}

/** MFA is enforced and the app is the last factor: the server's refusal shows in the dialog and the app stays. */
export const LastFactorRefused: Story = {
  beforeEach: () => {
    getWorld().mfaPolicy.enforced = true
    ada().totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
  },
  play: async ({ canvas, userEvent }) => {
    await open({ canvas, userEvent }, 'Remove Authenticator app')
    const box = within(await dialog('Remove Authenticator app'))
    const { TOTP: Totp, Secret } = await import('otpauth')
    await userEvent.type(box.getByLabelText('Code'), new Totp({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') }).generate())
    await userEvent.click(box.getByRole('button', { name: 'Remove' }))
    await expect(await box.findByRole('alert')).toHaveTextContent('MFA is enforced by your organization: you cannot remove your last two-factor method')
    expect(ada().totpSecret).toBeDefined()
  },
}

/** The QR code cannot be made (server error): the dialog says so; trying again works. */
export const EnrolServerError: Story = {
  beforeEach: failing('mfaEnrol'),
  play: async ({ canvas, userEvent }) => {
    await open({ canvas, userEvent }, 'Set up Authenticator app')
    const box = within(await dialog('Set up an authenticator app'))
    await expect(await box.findByRole('alert')).toHaveTextContent("We couldn't start setting up the app. Internal server error")
    delete getWorld().privacy.failures.mfaEnrol
    await userEvent.click(box.getByRole('button', { name: 'Try again' }))
    await box.findByRole('img', { name: 'QR code to add your account to an authenticator app' })
  },
}

/** The devices list never answers: the section says so with the default words (spec/admin.md §8). */
export const LoadNetworkFailure: Story = {
  beforeEach: failing('mfaDevices', 'networkError'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We couldn't load your two-factor methods\./, {}, { timeout: 15_000 })).toBeVisible()
    await expect(screen.queryByRole('button', { name: /^Set up/ })).toBeNull()
  },
}
