import { type Widen } from '../../i18n/messages'
import { useMessageOverrides } from '../../i18n/useMessages'
import { useCatalogue } from '../../i18n/useCatalogue'

/**
 * The privacy section's strings in English (two-factor methods, passkeys, sessions): a catalogue of
 * its own, loaded with the section. Hosts override any part under `privacy` in MessagesProvider's messages.
 */
export const defaultPrivacyMessages = {
  description: 'How you prove it is you, and where you are signed in.',
  tabsLabel: 'Privacy',
  tabs: { mfa: 'Two-factor authentication', passkeys: 'Passkeys', sessions: 'Sessions' },
  retry: 'Try again',
  loading: 'Loading',
  viewOnly: 'You can see these settings; your administrator manages them.',
  mfa: {
    description: 'A second step at sign-in: a code from an app or a text message, or a security key.',
    tableLabel: 'Two-factor methods',
    loadFailed: "We couldn't load your two-factor methods.",
    columns: { method: 'Method', status: 'Status', detail: 'Details', actions: 'Actions' },
    kinds: { authenticatorApp: 'Authenticator app', sms: 'Text message (SMS)', email: 'Email code', webauthn: 'Security key or this device' },
    on: 'On',
    off: 'Off',
    deviceTypes: { Platform: 'This device', CrossPlatform: 'Security key' } as Record<string, string>,
    setUp: 'Set up',
    setUpFor: 'Set up {method}',
    remove: 'Remove',
    removeFor: 'Remove {method}',
    /** The email row: codes go to the account's address; no call here sets it up or removes it. */
    emailOn: "Email codes go to {email}, your account's email address. They are not set up or removed here.",
    emailOff: "Email codes are not set up here: when your sign-in offers them, they go to your account's email address.",
    emailAction: 'Not changed here',
  },
  enrolApp: {
    title: 'Set up an authenticator app',
    scan: 'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.',
    qrAlt: 'QR code to add your account to an authenticator app',
    secretLabel: "Can't scan it? Enter this key in the app:",
    codeLabel: 'Code from the app',
    loadFailed: "We couldn't start setting up the app.",
  },
  enrolSms: {
    title: 'Set up text messages',
    phoneLabel: 'Phone number',
    phoneDescription: 'With the country code, like +1 415 555 0123.',
    send: 'Send code',
    sending: 'Sending',
    sent: 'We texted a code to {phone}.',
    codeLabel: 'Code from the text message',
  },
  enrolWebAuthn: {
    title: 'Set up a security key or this device',
    description: 'Use a security key you plug in or tap, or the fingerprint, face or PIN of this device.',
    choiceLabel: 'What to use',
    CrossPlatform: 'Security key',
    Platform: 'This device',
    start: 'Continue',
    starting: 'Waiting for your device',
  },
  recovery: {
    title: 'Save your recovery code',
    description: 'If you lose your device, this code lets you sign in once. We show it only now.',
    copy: 'Copy code',
    copied: 'Copied to your clipboard.',
    copyFailed: "We couldn't copy it. Select the code and copy it yourself.",
    download: 'Download code',
    fileName: 'recovery-code.txt',
    done: 'I saved it',
  },
  disable: {
    title: 'Remove {method}',
    appDescription: 'Enter a code from your authenticator app to confirm.',
    smsDescription: 'We texted a code to {phone}. Enter it to confirm.',
    smsSending: 'Texting a code to your phone',
    webauthnDescription: 'Use the security key or device to confirm.',
    codeLabel: 'Code',
    confirm: 'Remove',
    pending: 'Removing',
    removed: '{method} removed.',
  },
  codeInvalid: 'Enter the 6-digit code.',
  verify: 'Verify',
  verifying: 'Verifying',
  cancel: 'Cancel',
  close: 'Close',
  enrolled: '{method} is set up.',
  webauthnCancelled: 'Your device did not answer, or the request was cancelled. Try again.',
  webauthnUnsupported: "This browser can't use security keys or passkeys.",
  passkeys: {
    description: 'Sign in with your fingerprint, face or screen lock instead of a password.',
    tableLabel: 'Passkeys',
    loadFailed: "We couldn't load your passkeys.",
    empty: 'No passkeys yet.',
    columns: { name: 'Name', type: 'Type', added: 'Added', actions: 'Actions' },
    unnamed: { Platform: 'Passkey on a device', CrossPlatform: 'Passkey on a security key' } as Record<string, string>,
    types: { Platform: 'This device', CrossPlatform: 'Security key' } as Record<string, string>,
    add: 'Add a passkey',
    adding: 'Waiting for your device',
    added: 'Passkey added.',
    delete: 'Delete {name}',
    deleteTitle: 'Delete {name}?',
    deleteDescription: 'You will no longer be able to sign in with this passkey.',
    deleteConfirm: 'Delete',
    deleting: 'Deleting',
    deleted: '{name} deleted.',
  },
  sessions: {
    description: 'Devices where you are signed in. Revoke one you do not recognise.',
    tableLabel: 'Sessions',
    loadFailed: "We couldn't load your sessions.",
    empty: 'No sessions.',
    columns: { device: 'Device', ip: 'IP address', created: 'Signed in', actions: 'Actions' },
    /** When a session signed in: the date in the account's formats, then how long ago. */
    signedIn: '{date} ({ago})',
    browserOn: '{browser} on {os}',
    unknownDevice: 'Unknown device',
    unknownIp: 'Unknown',
    current: 'This session',
    revoke: 'Revoke',
    revokeFor: 'Revoke session on {device}',
    revokeTitle: 'Revoke the session on {device}?',
    revokeDescription: 'That device will be signed out.',
    revokeCurrentTitle: 'Sign out of this session?',
    revokeCurrentDescription: 'This is the session you are using: you will be signed out here.',
    revoking: 'Revoking',
    revoked: 'Session on {device} revoked.',
    revokeOthers: 'Sign out all other sessions',
    revokeOthersTitle: 'Sign out all other sessions?',
    revokeOthersDescription: 'Every device but this one will be signed out.',
    revokeOthersConfirm: 'Sign them out',
    revokedOthers: 'All other sessions were signed out.',
  },
}

export type PrivacyMessages = Widen<typeof defaultPrivacyMessages>

/** The privacy section's strings with the host's `privacy` overrides, at any depth. */
export function usePrivacyMessages(): PrivacyMessages {
  const overrides = useMessageOverrides()?.privacy
  return useCatalogue(defaultPrivacyMessages, 'privacyMessages', overrides)
}
