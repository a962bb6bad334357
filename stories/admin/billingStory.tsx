import { expect, waitFor } from 'storybook/test'
import { applyBillingPreset, billingOf, getWorld, type BillingPreset } from '../../src/fixtures'
import { AdminPortal, CardSetupProvider, DEFAULT_SECTIONS, standInCardSetup } from '../../src/screens/admin'
import { ADMIN_BASE } from './portalStory'

/**
 * The billing section as a host shows it to admins who hold `fe.subscriptions.*` (the section is
 * hidden by default), with the stand-in card form: stories never load Stripe.js.
 */
export const BILLING_VISIBILITY = { subscriptions: 'byPermissions' } as const

export const billingMount = {
  path: ADMIN_BASE,
  render: () => (
    <CardSetupProvider adapter={standInCardSetup}>
      <AdminPortal sections={DEFAULT_SECTIONS} visibility={BILLING_VISIBILITY} basePath={ADMIN_BASE} />
    </CardSetupProvider>
  ),
}

/** Acme's billing in the world the handlers answer from. */
export const acmeBilling = () => billingOf(getWorld(), 'tenant-acme')
export const preset = (name: BillingPreset) => () => {
  applyBillingPreset(getWorld(), 'tenant-acme', name)
}

/** The billing calls the section sent that change something, in order (method, path after the API's base, body). */
export const billingChanges = () =>
  getWorld()
    .requests.filter((request) => request.method !== 'GET' && request.path.includes('/subscriptions/resources/'))
    .map((request) => ({ method: request.method, path: request.path.slice(request.path.indexOf('/subscriptions/resources/')), body: request.body }))

/** The GETs of one billing path. */
export const billingLoads = (path: string) => getWorld().requests.filter((request) => request.method === 'GET' && request.path.endsWith(path))

/** Files the page saved (an anchor with `download` clicked): their names and contents. Install in beforeEach; returns the teardown. */
export function captureDownloads() {
  const click = HTMLAnchorElement.prototype.click
  const createObjectURL = URL.createObjectURL
  const blobs = new Map<string, Blob>()
  const saved: { name: string; blob: Blob | undefined }[] = []
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = createObjectURL(blob as Blob)
    blobs.set(url, blob as Blob)
    return url
  }
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ name: this.download, blob: blobs.get(this.href) })
    else click.call(this)
  }
  Object.assign(window, { billingDownloads: saved })
  return () => {
    HTMLAnchorElement.prototype.click = click
    URL.createObjectURL = createObjectURL
  }
}

export const downloads = () => (window as unknown as { billingDownloads: { name: string; blob: Blob | undefined }[] }).billingDownloads

/** Waits until the saved file is a PDF. */
export async function expectPdf(name: string) {
  await waitFor(() => expect(downloads().map((file) => file.name)).toContain(name))
  const file = downloads().find((item) => item.name === name)!
  expect(file.blob?.type).toBe('application/pdf')
  expect(await file.blob!.slice(0, 5).text()).toBe('%PDF-')
}
