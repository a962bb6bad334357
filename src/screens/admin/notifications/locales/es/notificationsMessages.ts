import type { Translation } from '../../../../i18n/translation'
import type { defaultNotificationsMessages } from '../../notificationsMessages'

const es: Translation<typeof defaultNotificationsMessages> = {
  bell: {
    none: 'Notificaciones',
    some: { one: 'Notificaciones, {count} sin leer', many: 'Notificaciones, {count} sin leer', other: 'Notificaciones, {count} sin leer' },
  },
  title: 'Notificaciones',
  markAllRead: 'Marcar todas como leídas',
  markingAllRead: 'Marcando todas como leídas',
  empty: 'Estás al día: no hay notificaciones.',
  loading: 'Cargando notificaciones',
  loadFailed: 'No se han cargado tus notificaciones.',
  panelFailed: 'No se han abierto tus notificaciones. Inténtalo de nuevo.',
  changeFailed: 'No se ha guardado ese cambio. Inténtalo de nuevo.',
  retry: 'Reintentar',
  unread: 'Sin leer',
  pinned: 'Fijadas',
  open: 'Abrir',
  markRead: 'Marcar como leída',
  markUnread: 'Marcar como no leída',
  pin: 'Fijar',
  unpin: 'No fijar',
  actionOn: '{action}: {title}',
}

export default es
