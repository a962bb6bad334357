import type { Translation } from '../../../../i18n/translation'
import type { defaultNotificationsMessages } from '../../notificationsMessages'

const it: Translation<typeof defaultNotificationsMessages> = {
  bell: { none: 'Notifiche', some: { one: 'Notifiche, {count} da leggere', many: 'Notifiche, {count} da leggere', other: 'Notifiche, {count} da leggere' } },
  title: 'Notifiche',
  markAllRead: 'Segna tutte come lette',
  markingAllRead: 'Aggiornamento delle notifiche in corso',
  empty: 'Sei in pari: nessuna notifica.',
  loading: 'Caricamento delle notifiche',
  loadFailed: 'Impossibile caricare le notifiche.',
  panelFailed: 'Impossibile aprire le notifiche. Riprova.',
  changeFailed: 'Impossibile salvare la modifica. Riprova.',
  retry: 'Riprova',
  unread: 'Da leggere',
  pinned: 'Fissate',
  open: 'Apri',
  markRead: 'Segna come letta',
  markUnread: 'Segna come da leggere',
  pin: 'Fissa',
  unpin: 'Non fissare più',
  actionOn: '{action}: {title}',
}

export default it
