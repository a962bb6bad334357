import { fn } from 'storybook/test'
import { people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { portalMount } from './portalStory'

/** The SSO and provisioning sections in the portal, as a host shows them to admins who hold their keys. */
export const SSO_VISIBILITY = { sso: 'byPermissions', provisioning: 'byPermissions', roles: 'byPermissions' } as const

/** The portal with every section and SSO_VISIBILITY, signed in as Ada (an admin), opened at `startAt`. */
export const ssoArgs = (startAt = '/admin/sso') => ({
  navigate: fn(),
  signedInAs: { email: people.ada.email },
  startAt,
  mount: portalMount({ sections: DEFAULT_SECTIONS, visibility: SSO_VISIBILITY }),
})
