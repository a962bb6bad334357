import type { Translation } from '../../../../i18n/translation'
import type { defaultNotificationsMessages } from '../../notificationsMessages'

const nl: Translation<typeof defaultNotificationsMessages> = {
  bell: { none: 'Meldingen', some: { one: 'Meldingen, {count} ongelezen', other: 'Meldingen, {count} ongelezen' } },
  title: 'Meldingen',
  markAllRead: 'Alles als gelezen markeren',
  markingAllRead: 'Alles als gelezen markeren',
  empty: 'U bent helemaal bij: geen meldingen.',
  loading: 'Meldingen laden',
  loadFailed: 'Uw meldingen zijn niet geladen.',
  panelFailed: 'Uw meldingen zijn niet geopend. Probeer het opnieuw.',
  changeFailed: 'Die wijziging is niet opgeslagen. Probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  unread: 'Ongelezen',
  pinned: 'Vastgemaakt',
  open: 'Openen',
  markRead: 'Als gelezen markeren',
  markUnread: 'Als ongelezen markeren',
  pin: 'Vastmaken',
  unpin: 'Losmaken',
  actionOn: '{action}: {title}',
}

export default nl
