import type { Widen } from '../../i18n/messages'
import type { CatalogueLocales } from '../../i18n/translation'

/**
 * The profile section's strings in English (spec/admin.md §2 profile page): a catalogue of its own
 * that ships with the section's chunk, not the portal's first load. Hosts override any part under
 * `profile` in MessagesProvider's messages.
 */
export const defaultProfileMessages = {
  loading: 'Loading your profile',
  loadFailed: "We couldn't load your profile.",
  retry: 'Try again',
  password: {
    loading: 'Loading your password settings',
    loadFailed: "Your password settings didn't load. Check your connection and try again.",
    retry: 'Try again',
  },
  details: {
    title: 'Your details',
    description: 'How you appear to the people you work with.',
    email: 'Email',
    name: 'Name',
    phoneNumber: 'Phone number',
    phoneNumberDescription: 'With the country code if it is not in your country.',
    address: 'Address',
    jobTitle: 'Job title',
    notSet: 'Not set',
    viewOnlyNote: 'Set by your organisation',
    save: 'Save changes',
    saving: 'Saving',
    saved: 'Your profile is saved.',
    noChanges: 'Nothing to save: change a field first.',
    failed: "Your changes weren't saved: {reason}",
    nameRequired: 'Enter your name.',
    tooLong: 'Use at most {count} characters.',
    phoneNumberInvalid: 'Enter a valid phone number, with its country code if it is not in your country.',
  },
  picture: {
    title: 'Profile picture',
    current: 'Your profile picture',
    none: 'No picture yet',
    preview: 'Your new picture',
    choose: 'Choose a picture',
    chooseAnother: 'Choose another',
    hint: 'PNG, JPEG, GIF or WebP, up to {size}.',
    save: 'Save picture',
    saving: 'Saving picture',
    cancel: 'Cancel',
    saved: 'Your new picture is saved.',
    failed: "Your picture wasn't saved: {reason}",
    problems: {
      notImage: "That file isn't an image. Choose a PNG, JPEG, GIF or WebP picture.",
      wrongType: "That kind of image isn't supported. Choose a PNG, JPEG, GIF or WebP picture.",
      tooLarge: 'That picture is larger than {size}. Choose a smaller one.',
      empty: 'That file is empty. Choose another picture.',
      unreadable: "That file couldn't be read. Choose another picture.",
    },
  },
  phoneNumbers: {
    title: 'Phone numbers',
    description: 'Numbers we can text codes to.',
    tableLabel: 'Your phone numbers',
    number: 'Number',
    added: 'Added',
    actions: 'Actions',
    empty: 'No phone numbers yet.',
    loading: 'Loading your phone numbers',
    loadFailed: "We couldn't load your phone numbers.",
    add: 'Add a phone number',
    remove: 'Remove',
    removeLabel: 'Remove {number}',
    addedNotice: '{number} is added.',
    removedNotice: '{number} is removed.',
  },
  addDialog: {
    title: 'Add a phone number',
    description: "We'll text a code to the number to make sure it's yours.",
    phoneLabel: 'Phone number',
    send: 'Text me a code',
    sending: 'Sending',
    cancel: 'Cancel',
  },
  removeDialog: {
    title: 'Remove {number}?',
    description: "We'll text a code to {number} to make sure it's yours before removing it.",
    send: 'Text me a code',
    sending: 'Sending',
    cancel: 'Cancel',
  },
  code: {
    title: 'Enter the code',
    sentTo: 'We texted a 6-digit code to {number}.',
    label: 'Code',
    verify: 'Verify',
    verifying: 'Verifying',
    remove: 'Verify and remove',
    resend: 'Text me a new code',
    changeNumber: 'Use another number',
    resent: 'A new code is on its way to {number}.',
    required: 'Enter the 6-digit code we texted you.',
  },
  errors: {
    default: "We're facing some difficulties, Please try again",
  },
}

export type ProfileMessages = Widen<typeof defaultProfileMessages>

/** The catalogue in each locale, a module of its own loaded when a screen first reads it in that locale. */
export const profileMessagesLocales: CatalogueLocales<typeof defaultProfileMessages> = {
  de: () => import('./locales/de/profileMessages'),
  fr: () => import('./locales/fr/profileMessages'),
  es: () => import('./locales/es/profileMessages'),
  'pt-BR': () => import('./locales/pt-BR/profileMessages'),
  it: () => import('./locales/it/profileMessages'),
  nl: () => import('./locales/nl/profileMessages'),
  pl: () => import('./locales/pl/profileMessages'),
  ja: () => import('./locales/ja/profileMessages'),
  'zh-CN': () => import('./locales/zh-CN/profileMessages'),
  ko: () => import('./locales/ko/profileMessages'),
  ar: () => import('./locales/ar/profileMessages'),
  he: () => import('./locales/he/profileMessages'),
}
