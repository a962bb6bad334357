import type { Translation } from '../../../../i18n/translation'
import type { defaultNotificationsMessages } from '../../notificationsMessages'

const de: Translation<typeof defaultNotificationsMessages> = {
  bell: { none: 'Benachrichtigungen', some: { one: 'Benachrichtigungen, {count} ungelesen', other: 'Benachrichtigungen, {count} ungelesen' } },
  title: 'Benachrichtigungen',
  markAllRead: 'Alle als gelesen markieren',
  markingAllRead: 'Alle werden als gelesen markiert',
  empty: 'Sie sind auf dem neuesten Stand: keine Benachrichtigungen.',
  loading: 'Benachrichtigungen werden geladen',
  loadFailed: 'Ihre Benachrichtigungen wurden nicht geladen.',
  panelFailed: 'Ihre Benachrichtigungen wurden nicht geöffnet. Versuchen Sie es erneut.',
  changeFailed: 'Diese Änderung wurde nicht gespeichert. Versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  unread: 'Ungelesen',
  pinned: 'Angeheftet',
  open: 'Öffnen',
  markRead: 'Als gelesen markieren',
  markUnread: 'Als ungelesen markieren',
  pin: 'Anheften',
  unpin: 'Lösen',
  actionOn: '{action}: {title}',
}

export default de
