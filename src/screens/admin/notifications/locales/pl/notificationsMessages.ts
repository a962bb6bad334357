import type { Translation } from '../../../../i18n/translation'
import type { defaultNotificationsMessages } from '../../notificationsMessages'

const pl: Translation<typeof defaultNotificationsMessages> = {
  bell: {
    none: 'Powiadomienia',
    some: {
      one: 'Powiadomienia, {count} nieprzeczytane',
      few: 'Powiadomienia, {count} nieprzeczytane',
      many: 'Powiadomienia, {count} nieprzeczytanych',
      other: 'Powiadomienia, {count} nieprzeczytanego',
    },
  },
  title: 'Powiadomienia',
  markAllRead: 'Oznacz wszystkie jako przeczytane',
  markingAllRead: 'Oznaczanie wszystkich jako przeczytane',
  empty: 'Wszystko przeczytane — brak powiadomień.',
  loading: 'Wczytywanie powiadomień',
  loadFailed: 'Nie udało się wczytać powiadomień.',
  panelFailed: 'Nie udało się otworzyć powiadomień. Spróbuj ponownie.',
  changeFailed: 'Nie udało się zapisać tej zmiany. Spróbuj ponownie.',
  retry: 'Spróbuj ponownie',
  unread: 'Nieprzeczytane',
  pinned: 'Przypięte',
  open: 'Otwórz',
  markRead: 'Oznacz jako przeczytane',
  markUnread: 'Oznacz jako nieprzeczytane',
  pin: 'Przypnij',
  unpin: 'Odepnij',
  actionOn: '{action}: {title}',
}

export default pl
