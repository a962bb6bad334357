import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { getWorld, people, publishTxtRecord, VALID_IDP_CERTIFICATE } from '../../src/fixtures'
import { DEFAULT_ROUTES } from '../../src/hooks'
import { Button } from '../../src/primitives'
import { AdminPortal, DEFAULT_SECTIONS } from '../../src/screens/admin'
import { findGrid, pickRowAction, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { enterEmail } from '../auth/loginSteps'
import { ADMIN_BASE } from './portalStory'
import { SSO_VISIBILITY } from './ssoStory'

/** A Northwind employee, who has never signed in: SSO provisions them on first sign-in. */
const TOM = { email: 'tom@northwind.test', name: 'Tom Kilburn' }

const meta = {
  title: 'Admin portal/SSO/Sign-in follows the configuration',
  component: StoryApp,
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/sso',
    account: TOM,
    delays: { ssoRedirect: 50, ssoFailureRedirect: 300 },
    // The host's page around the portal: the portal, and the host's own sign-out.
    mount: {
      path: ADMIN_BASE,
      render: (go) => (
        <>
          <AdminPortal sections={DEFAULT_SECTIONS} visibility={SSO_VISIBILITY} basePath={ADMIN_BASE} />
          <Button variant="text" onPress={() => go(DEFAULT_ROUTES.logoutUrl)}>
            Sign out
          </Button>
        </>
      ),
    },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const northwind = () => getWorld().sso.connections.find((connection) => connection.domains.some((domain) => domain.domain === 'northwind.test'))

async function paste(userEvent: Context['userEvent'], field: HTMLElement, text: string) {
  await userEvent.click(field)
  await userEvent.paste(text)
}

/** The admin sets up a SAML connection for northwind.test: IdP settings, domain, validation, on. */
async function configureNorthwind({ canvas, userEvent, step }: Pick<Context, 'canvas' | 'userEvent' | 'step'>) {
  await step('create a SAML connection', async () => {
    await findGrid(canvas, 'SSO connections')
    await userEvent.click(await canvas.findByRole('button', { name: 'New connection' }, { timeout: FIRST_LOAD_TIMEOUT }))
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Create connection' }))
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'SAML connection' })).toHaveFocus())
  })
  await step('its IdP by hand: without a domain, the page keeps it (spec/admin.md §4)', async () => {
    await paste(userEvent, canvas.getByRole('textbox', { name: 'SSO endpoint' }), 'https://idp.northwind.test/saml/sso')
    await paste(userEvent, canvas.getByRole('textbox', { name: 'Public certificate' }), VALID_IDP_CERTIFICATE)
    await expect(await canvas.findByText(/Subject: CN=idp\.northwind\.test/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('Add a domain to save these settings. They are kept on this page until then.')).toBeVisible()
  })
  await step('add northwind.test, publish its TXT record, validate', async () => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Domains' }))
    await paste(userEvent, canvas.getByRole('textbox', { name: 'Domain' }), 'northwind.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Add domain' }))
    await expect(await canvas.findByText('northwind.test was added. Publish its TXT record, then validate it.')).toBeVisible()
    publishTxtRecord(getWorld(), 'northwind.test', northwind()!.domains[0]!.verification)
    await pickRowAction(userEvent, await findGrid(canvas, 'Domains'), 'northwind.test', 'Validate northwind.test')
    await expect(await canvas.findByText('northwind.test is validated.')).toBeVisible()
  })
  await step('back on the IdP tab the settings kept are saved now', async () => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Identity provider' }))
    await expect(canvas.getByRole('textbox', { name: 'SSO endpoint' })).toHaveValue('https://idp.northwind.test/saml/sso')
    // The kept certificate is read again (Save waits meanwhile): the admin sees its subject, then saves.
    await expect(await canvas.findByText(/Subject: CN=idp\.northwind\.test/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('The SAML settings were saved.')).toBeVisible()
    await expect(northwind()!.ssoEndpoint).toBe('https://idp.northwind.test/saml/sso')
  })
  await step('turn it on', async () => {
    const enabled = canvas.getByRole('switch', { name: 'Enabled' })
    await waitFor(() => expect(enabled).toBeEnabled())
    await userEvent.click(enabled)
    await expect(await canvas.findByText('The connection is on: people of its validated domains sign in through it.')).toBeVisible()
  })
}

async function signOut({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }))
  await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible()
}

export const ConfiguredSsoSendsTheDomainToTheIdp: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await configureNorthwind({ canvas, userEvent, step })
    await step('Ada signs out; Tom of northwind.test signs in: SSO discovery sends him to Northwind’s IdP', async () => {
      await signOut({ canvas, userEvent })
      await enterEmail(canvas, userEvent, TOM.email)
      await expect(await canvas.findByRole('heading', { name: 'Redirecting to single sign-on' })).toBeVisible()
      await userEvent.click(await canvas.findByRole('button', { name: `Sign in as ${TOM.name}` }))
      await expect(await canvas.findByText(`Signed in as ${TOM.email}`)).toBeVisible()
      await expect(sent('/user/sso/prelogin').map((request) => request.body)).toEqual([{ email: TOM.email }])
      await expect(sent('/user/saml/postlogin')).toHaveLength(1)
      await expect(sent('/auth/v1/user')).toHaveLength(0)
    })
  },
}

export const DisabledSsoSendsThemBackToThePassword: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await configureNorthwind({ canvas, userEvent, step })
    await step('the admin turns the connection off again', async () => {
      const enabled = canvas.getByRole('switch', { name: 'Enabled' })
      await waitFor(() => expect(enabled).toBeEnabled())
      await userEvent.click(enabled)
      await expect(await canvas.findByText('The connection is off: its people sign in with a password.')).toBeVisible()
      await expect(northwind()!.enabled).toBe(false)
    })
    await step('Tom is asked for a password: no single sign-on', async () => {
      await signOut({ canvas, userEvent })
      await enterEmail(canvas, userEvent, TOM.email)
      await expect(await canvas.findByRole('heading', { name: 'Enter your password' })).toBeVisible()
      await expect(canvas.queryByRole('heading', { name: 'Redirecting to single sign-on' })).toBeNull()
      await expect(sent('/user/sso/prelogin')).toHaveLength(1)
    })
  },
}
