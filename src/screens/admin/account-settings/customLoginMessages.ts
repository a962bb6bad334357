import type { LoginBoxProblem } from '../../../hooks'
import type { SocialProvider } from '../../../api'
import { useMessageOverrides } from '../../i18n/useMessages'
import { useCatalogue } from '../../i18n/useCatalogue'

/**
 * The custom login box tab's strings, shipped with the tab's own chunk. Hosts override them under
 * `accountSettings.customLogin`.
 */
export const defaultCustomLoginMessages = {
  title: 'Custom login box',
  description: 'How the login box looks to your users: logo, colours, words, sign-in buttons and tag manager.',
  loading: 'Loading the custom login box',
  loadFailed: "The custom login box didn't load.",
  retry: 'Try again',
  fields: {
    logo: 'Logo address',
    primaryColor: 'Primary colour',
    backgroundColor: 'Background colour',
    title: 'Title',
    subtitle: 'Subtitle',
    submit: 'Button text',
    socialLogins: 'Social sign-in buttons',
    gtmContainerId: 'Google Tag Manager container ID',
  },
  logoTitle: 'Logo',
  logoDescription: 'An https address of an image, or upload one below. Leave empty for no logo.',
  uploadedLogo: 'Uploaded logo (not saved yet)',
  savedUploadedLogo: 'Uploaded logo',
  removeUploadedLogo: 'Remove the uploaded logo',
  chooseLogo: 'Upload a logo',
  logoHint: 'PNG, JPEG, GIF or WebP, up to {size}.',
  logoProblems: {
    notImage: 'That file is not a picture. Choose a PNG, JPEG, GIF or WebP image.',
    wrongType: 'That kind of picture is not taken. Choose a PNG, JPEG, GIF or WebP image.',
    tooLarge: 'That picture is larger than {size}. Choose a smaller one.',
    empty: 'That file is empty. Choose another one.',
    unreadable: "That file couldn't be read. Choose it again.",
  },
  colorDescription: 'A hex colour, like #0b6e4f.',
  backgroundDescription: 'A hex colour, like #f4f8f6. Dark mode keeps its own dark background.',
  /** Under a text field left empty: the login screen's own words show. */
  textDefault: 'Leave empty for “{text}”.',
  socialDescription: 'The buttons show only for providers your account has set up.',
  gtmDescription: 'Like GTM-AB12CD3. Leave empty for none.',
  providers: {
    microsoft: 'Microsoft',
    facebook: 'Facebook',
    google: 'Google',
    github: 'GitHub',
    slack: 'Slack',
    apple: 'Apple',
    linkedin: 'LinkedIn',
  } satisfies Record<SocialProvider, string>,
  problems: {
    colorInvalid: 'Enter a hex colour, like #0b6e4f.',
    gtmInvalid: 'Enter GTM- followed by letters or digits, like GTM-AB12CD3.',
    logoInvalid: 'Enter an https address of an image, or upload one.',
    tooLong: 'Keep this to 255 characters.',
  } satisfies Record<LoginBoxProblem, string>,
  save: 'Save login box',
  saving: 'Saving',
  saved: 'Login box saved.',
  /** spec/admin.md §5. */
  noChanges: 'No changes to update',
  failed: "The login box wasn't saved: {reason}",
  failedDefault: 'Something went wrong. Please try again.',
  preview: {
    title: 'Preview',
    /** What a screen reader hears for the preview, which cannot be used. */
    label: 'Login box preview',
    description: 'How the login box will look to your users, with the changes not yet saved. It is a picture only and cannot be used here.',
    dark: 'Dark mode',
  },
}

export type CustomLoginMessages = typeof defaultCustomLoginMessages

export function useCustomLoginMessages(): CustomLoginMessages {
  const overrides = useMessageOverrides()?.accountSettings?.customLogin
  return useCatalogue(defaultCustomLoginMessages, 'customLoginMessages', overrides)
}
