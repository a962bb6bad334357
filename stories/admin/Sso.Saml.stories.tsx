import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, waitFor, within } from 'storybook/test'
import { SSO_CONFIGURATIONS_PATH } from '../../src/api/ssoConfigurations'
import { EXPIRED_IDP_CERTIFICATE, getWorld, idpMetadataXml, VALID_IDP_CERTIFICATE } from '../../src/fixtures'
import { findGrid, pickRowAction, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { sent } from '../support/requests'
import { StoryApp } from '../support/StoryApp'
import { ssoArgs } from './ssoStory'

const meta = {
  title: 'Admin portal/SSO/SAML',
  component: StoryApp,
  args: ssoArgs(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

const OKTA = `${SSO_CONFIGURATIONS_PATH}/sso-okta`
const okta = () => getWorld().sso.connections.find((connection) => connection.id === 'sso-okta')!

/** Opens the Okta connection from the list, on its identity provider tab. */
async function openOkta({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  const grid = await findGrid(canvas, 'SSO connections')
  await within(grid).findByRole('rowheader', { name: 'Okta' }, { timeout: FIRST_LOAD_TIMEOUT })
  await pickRowAction(userEvent, grid, 'Okta', 'Configure')
  await waitFor(() => expect(canvas.getByRole('heading', { name: 'Okta connection' })).toHaveFocus())
}
const endpoint = (canvas: Context['canvas']) => canvas.getByRole('textbox', { name: 'SSO endpoint' })
const certificate = (canvas: Context['canvas']) => canvas.getByRole('textbox', { name: 'Public certificate' })
/** Replaces a field's text as pasting it would. */
async function replace(userEvent: Context['userEvent'], field: HTMLElement, text: string) {
  await userEvent.clear(field)
  await userEvent.click(field)
  await userEvent.paste(text)
}
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!

export const EndpointMustBeHttps: Story = {
  play: async ({ canvas, userEvent }) => {
    await openOkta({ canvas, userEvent })
    await replace(userEvent, endpoint(canvas), 'http://acme.okta.test/sso')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('Enter an https URL.')).toBeVisible()
    await expect(endpoint(canvas)).toHaveAttribute('aria-invalid', 'true')
    await expect(endpoint(canvas)).toHaveValue('http://acme.okta.test/sso')
    await expect(sent(OKTA).filter((request) => request.method === 'PATCH')).toHaveLength(0)
  },
}

export const ConfigureByHand: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await openOkta({ canvas, userEvent })
    await step('the saved certificate is read (the parser loads now): subject and expiry', async () => {
      await expect(await canvas.findByText(/Subject: CN=idp\.northwind\.test, O=Northwind Traders\. Expires on January 1, 2035\./, {}, { timeout: 5000 })).toBeVisible()
    })
    await step('a new endpoint, signing off, Save: only what changed is sent', async () => {
      await replace(userEvent, endpoint(canvas), 'https://acme.okta.test/app/gatehouse/sso/saml2')
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Sign authentication requests' }))
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
      await expect(await canvas.findByText('The SAML settings were saved.')).toBeVisible()
      await expect(sent(OKTA).filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
        { ssoEndpoint: 'https://acme.okta.test/app/gatehouse/sso/saml2', signRequest: false },
      ])
      await expect(okta().ssoEndpoint).toBe('https://acme.okta.test/app/gatehouse/sso/saml2')
    })
  },
}

export const ExpiredCertificateRefused: Story = {
  tags: ['screenshot-dark'],
  play: async ({ canvas, userEvent, step }) => {
    await openOkta({ canvas, userEvent })
    await step('pasting an expired certificate says when it expired, tied to the field', async () => {
      await replace(userEvent, certificate(canvas), EXPIRED_IDP_CERTIFICATE)
      await expect(await canvas.findByText('This certificate expired on January 1, 2024. Use a current one.')).toBeVisible()
      await expect(certificate(canvas)).toHaveAttribute('aria-invalid', 'true')
    })
    await step('Save sends nothing; the certificate typed stays', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
      await expect(sent(OKTA).filter((request) => request.method === 'PATCH')).toHaveLength(0)
      await expect(certificate(canvas)).toHaveValue(EXPIRED_IDP_CERTIFICATE)
    })
  },
}

export const NotACertificate: Story = {
  play: async ({ canvas, userEvent }) => {
    await openOkta({ canvas, userEvent })
    await replace(userEvent, certificate(canvas), 'MIIBYzCCAQmgAwIBAgIBATAKBggqhkjOPQQDAjA5')
    await expect(await canvas.findByText('This is not a PEM certificate.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(sent(OKTA).filter((request) => request.method === 'PATCH')).toHaveLength(0)
  },
}

export const SaveFails: Story = {
  beforeEach: () => {
    getWorld().sso.failures.ssoChanges = 'serverError'
  },
  play: async ({ canvas, userEvent }) => {
    await openOkta({ canvas, userEvent })
    await replace(userEvent, endpoint(canvas), 'https://acme.okta.test/other')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('Internal server error')).toBeVisible()
    await expect(endpoint(canvas)).toHaveValue('https://acme.okta.test/other')
    await expect(okta().ssoEndpoint).toBe('https://acme.okta.test/app/gatehouse/sso/saml')
  },
}

export const SaveFailsOnTheNetwork: Story = {
  beforeEach: () => {
    getWorld().sso.failures.ssoChanges = 'networkError'
  },
  play: async ({ canvas, userEvent }) => {
    await openOkta({ canvas, userEvent })
    await replace(userEvent, endpoint(canvas), 'https://acme.okta.test/other')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText(/couldn't reach the server/)).toBeVisible()
    await expect(endpoint(canvas)).toHaveValue('https://acme.okta.test/other')
  },
}

export const MetadataFileUploaded: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openOkta({ canvas, userEvent })
    const xml = idpMetadataXml({ entityId: 'https://idp.northwind.test', ssoUrl: 'https://idp.northwind.test/saml/sso', certificate: VALID_IDP_CERTIFICATE })
    await userEvent.upload(fileInput(canvasElement), new File([xml], 'northwind-metadata.xml', { type: 'application/xml' }))
    await expect(await canvas.findByText('The metadata was read: the SSO endpoint and certificate are set.')).toBeVisible()
    await expect(sent(`${OKTA}/metadata`).map((request) => request.body)).toEqual([{ metadata: xml }])
    await waitFor(() => expect(endpoint(canvas)).toHaveValue('https://idp.northwind.test/saml/sso'))
  },
}

export const InvalidMetadataFile: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openOkta({ canvas, userEvent })
    await userEvent.upload(fileInput(canvasElement), new File(['<html>not metadata</html>'], 'metadata.xml', { type: 'application/xml' }))
    await expect(await canvas.findByText('The metadata is not a SAML identity provider metadata document')).toBeVisible()
    await expect(okta().ssoEndpoint).toBe('https://acme.okta.test/app/gatehouse/sso/saml')
  },
}

export const MetadataUrlRead: Story = {
  play: async ({ canvas, userEvent }) => {
    await openOkta({ canvas, userEvent })
    await userEvent.type(canvas.getByRole('textbox', { name: 'Metadata URL' }), 'https://idp.northwind.test/saml/metadata')
    await userEvent.click(canvas.getByRole('button', { name: 'Read metadata URL' }))
    await expect(await canvas.findByText('The metadata was read: the SSO endpoint and certificate are set.')).toBeVisible()
    await expect(sent(`${OKTA}/metadata-url`).map((request) => request.body)).toEqual([{ url: 'https://idp.northwind.test/saml/metadata' }])
    await waitFor(() => expect(endpoint(canvas)).toHaveValue('https://idp.northwind.test/saml/sso'))
  },
}

export const MetadataUrlUnreachable: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await openOkta({ canvas, userEvent })
    await step('an address that is not https is refused in the field', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Metadata URL' }), 'idp.nowhere.test/metadata')
      await userEvent.click(canvas.getByRole('button', { name: 'Read metadata URL' }))
      await expect(await canvas.findByText('Enter an https URL.')).toBeVisible()
      await expect(sent('/metadata-url')).toHaveLength(0)
    })
    await step('an https address nobody answers at: the server says so', async () => {
      await replace(userEvent, canvas.getByRole('textbox', { name: 'Metadata URL' }), 'https://idp.nowhere.test/metadata')
      await userEvent.click(canvas.getByRole('button', { name: 'Read metadata URL' }))
      await expect(await canvas.findByText('The metadata URL could not be reached')).toBeVisible()
      await expect(sent('/metadata-url').map((request) => request.body)).toEqual([{ url: 'https://idp.nowhere.test/metadata' }])
    })
  },
}

/** The story page may not read the clipboard; what the page wrote to it is watched instead. */
const watchClipboard = () => {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
  return () => writeText.mockRestore()
}

export const CopyServiceProviderValues: Story = {
  beforeEach: watchClipboard,
  play: async ({ canvas, userEvent }) => {
    await openOkta({ canvas, userEvent })
    await userEvent.click(canvas.getByRole('button', { name: 'Copy ACS URL' }))
    await expect(await canvas.findByText('ACS URL copied.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Copy SP entity ID' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Copy SP metadata URL' }))
    await expect(await canvas.findByText('SP metadata URL copied.')).toBeVisible()
    await expect(clipboardWrites()).toEqual([
      'https://api.gatehouse.test/auth/saml/callback',
      'https://api.gatehouse.test/auth/saml/tenant-acme/sso-okta',
      'https://api.gatehouse.test/auth/saml/tenant-acme/sso-okta/metadata',
    ])
  },
}
const clipboardWrites = () => (navigator.clipboard.writeText as unknown as { mock: { calls: string[][] } }).mock.calls.map(([text]) => text)

/** spec/admin.md §4: saving needs a domain; without one only what the page shows changes. */
export const WithoutADomainOnlyThePageKeepsIt: Story = {
  beforeEach: () => {
    okta().domains = []
    okta().enabled = false
  },
  play: async ({ canvas, userEvent }) => {
    await openOkta({ canvas, userEvent })
    await replace(userEvent, endpoint(canvas), 'https://acme.okta.test/kept')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('Add a domain to save these settings. They are kept on this page until then.')).toBeVisible()
    await expect(endpoint(canvas)).toHaveValue('https://acme.okta.test/kept')
    await expect(sent(OKTA).filter((request) => request.method === 'PATCH')).toHaveLength(0)
  },
}
