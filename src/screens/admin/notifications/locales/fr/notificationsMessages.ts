import type { Translation } from '../../../../i18n/translation'
import type { defaultNotificationsMessages } from '../../notificationsMessages'

const fr: Translation<typeof defaultNotificationsMessages> = {
  bell: {
    none: 'Notifications',
    some: { one: 'Notifications, {count} non lue', many: 'Notifications, {count} non lues', other: 'Notifications, {count} non lues' },
  },
  title: 'Notifications',
  markAllRead: 'Tout marquer comme lu',
  markingAllRead: 'Marquage de tout comme lu',
  empty: 'Vous êtes à jour : aucune notification.',
  loading: 'Chargement des notifications',
  loadFailed: "Vos notifications n'ont pas pu se charger.",
  panelFailed: "Vos notifications n'ont pas pu s'ouvrir. Réessayez.",
  changeFailed: "Cette modification n'a pas été enregistrée. Réessayez.",
  retry: 'Réessayer',
  unread: 'Non lue',
  pinned: 'Épinglée',
  open: 'Ouvrir',
  markRead: 'Marquer comme lue',
  markUnread: 'Marquer comme non lue',
  pin: 'Épingler',
  unpin: 'Détacher',
  actionOn: '{action} : {title}',
}

export default fr
