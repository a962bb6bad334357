import type { AccountProblem } from '../../../hooks'
import { useMessageOverrides } from '../../i18n/useMessages'
import type { CustomLoginMessages } from './customLoginMessages'
import { useCatalogue } from '../../i18n/useCatalogue'

/** The account settings section's strings, shipped with its chunk. Hosts override them under `accountSettings`. */
export const defaultAccountSettingsMessages = {
  title: 'Company details',
  description: "Your company's details, and how dates, times and prices show across the portal.",
  loading: 'Loading account settings',
  loadFailed: "The account settings didn't load.",
  retry: 'Try again',
  /** spec/admin.md §2 account details tabs. */
  tabsLabel: 'Account details',
  tabs: { settings: 'Settings', customLogin: 'Custom login box' },
  loadingTab: 'Loading the custom login box',
  tabLoadFailed: "The custom login box didn't load.",
  fields: {
    companyName: 'Company name',
    address: 'Address',
    website: 'Website',
    timezone: 'Time zone',
    currency: 'Currency',
    dateFormat: 'Date format',
    timeFormat: 'Time format',
  },
  websiteDescription: 'The full address, like https://acme.com.',
  timezoneDescription: 'Type a city or region to find it.',
  currencyDescription: 'Type a code or a name to find it.',
  showAll: 'Show all',
  /** How the chosen formats will show, with today's date in the chosen time zone. */
  preview: 'Dates will show as {example}.',
  formatOption: '{format} ({example})',
  viewOnlyNote: 'You can see this but not change it.',
  notSet: 'Not set',
  readOnly: 'You can see these settings but not change them.',
  logo: {
    title: 'Logo',
    current: 'Company logo',
    preview: 'New logo (not saved yet)',
    none: 'No logo yet.',
    choose: 'Choose a logo',
    chooseAnother: 'Choose another logo',
    remove: 'Remove logo',
    keep: 'Keep the current logo',
    hint: 'PNG, JPEG, GIF or WebP, up to {size}. Saved with the other settings.',
    problems: {
      notImage: 'That file is not a picture. Choose a PNG, JPEG, GIF or WebP image.',
      wrongType: 'That kind of picture is not taken. Choose a PNG, JPEG, GIF or WebP image.',
      tooLarge: 'That picture is larger than {size}. Choose a smaller one.',
      empty: 'That file is empty. Choose another one.',
      unreadable: "That file couldn't be read. Choose it again.",
    },
  },
  problems: {
    nameRequired: 'Enter the company name.',
    tooLong: 'Keep this to 255 characters.',
    websiteInvalid: 'Enter the full address, starting with https://.',
    timezoneUnknown: 'Choose a time zone from the list.',
    currencyUnknown: 'Choose a currency from the list.',
  } satisfies Record<AccountProblem, string>,
  save: 'Save changes',
  saving: 'Saving',
  saved: 'Account settings saved.',
  /** spec/admin.md §5. */
  noChanges: 'No changes to update',
  failed: "The settings weren't saved: {reason}",
  failedDefault: 'Something went wrong. Please try again.',
}

/** The custom login box tab's strings come with its chunk (customLoginMessages.ts), overridden here too. */
export type AccountSettingsMessages = typeof defaultAccountSettingsMessages & { customLogin?: CustomLoginMessages }

export function useAccountSettingsMessages(): AccountSettingsMessages {
  const overrides = useMessageOverrides()?.accountSettings
  return useCatalogue(defaultAccountSettingsMessages, 'accountSettingsMessages', overrides)
}
