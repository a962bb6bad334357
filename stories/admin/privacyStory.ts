import { fn } from 'storybook/test'
import { getWorld, people, USER_AGENTS, type PrivacyFailureTarget, type FailureMode, callGate } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { portalMount } from './portalStory'

/** The session the story's page is signed in with (its token's sid); seeded with this browser's user agent. */
export const HERE = 'session-ada-here'

/** The privacy stories' host: Ada signed in with session HERE, the portal with the kit's sections, at `path` below /admin/privacy. */
export function privacyArgs(path = '') {
  return {
    navigate: fn(),
    signedInAs: { email: people.ada.email, proof: { sid: HERE } },
    startAt: `/admin/privacy${path}`,
    mount: portalMount({ sections: DEFAULT_SECTIONS }),
  }
}

/** The meta's beforeEach: Ada's session on this page joins her earlier ones (a fixed browser, so screenshots do not follow Chromium's version). */
export function signedInHere() {
  getWorld().privacy.sessions.push({ id: HERE, userId: 'user-ada', userAgent: USER_AGENTS.chromeMac, ipAddress: '127.0.0.1', createdAt: new Date(Date.now() - 3 * 60 * 1000).toISOString() })
}

/** A story's beforeEach that makes a privacy call fail. */
export const failing = (target: PrivacyFailureTarget, mode: FailureMode = 'serverError') => () => {
  getWorld().privacy.failures[target] = mode
}

/** A story's beforeEach that holds a privacy call until the play function opens the gate; the cleanup opens it. */
export const holding = (target: PrivacyFailureTarget) => () => {
  const gate = callGate()
  getWorld().privacy.gates[target] = gate
  return () => gate.open()
}

export const ada = () => getWorld().users.find((user) => user.id === 'user-ada')!

/** Two passkeys Ada registered earlier (their keys are never used here: listing and deleting only). */
export function withPasskeys() {
  ada().webauthnCredentials = [
    { id: 'cred-laptop', publicKey: new Uint8Array(32), counter: 0, deviceType: 'Platform', createdAt: '2026-03-14T09:00:00.000Z', name: 'Work laptop' },
    { id: 'cred-yubikey', publicKey: new Uint8Array(32), counter: 0, deviceType: 'CrossPlatform', createdAt: '2025-11-02T18:30:00.000Z' },
  ]
}

/** The two-factor stories' parameters: the QR code, the key, the recovery code and the codes typed are new each time. */
export const MFA_STORY_PARAMETERS = { layout: 'padded', screenshot: { mask: ['img[alt^="QR code"]', 'code', 'input[autocomplete="one-time-code"]'] } }
