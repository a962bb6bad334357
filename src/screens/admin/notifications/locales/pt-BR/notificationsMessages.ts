import type { Translation } from '../../../../i18n/translation'
import type { defaultNotificationsMessages } from '../../notificationsMessages'

const ptBR: Translation<typeof defaultNotificationsMessages> = {
  bell: {
    none: 'Notificações',
    some: { one: 'Notificações, {count} não lida', many: 'Notificações, {count} de não lidas', other: 'Notificações, {count} não lidas' },
  },
  title: 'Notificações',
  markAllRead: 'Marcar todas como lidas',
  markingAllRead: 'Marcando todas como lidas',
  empty: 'Você está em dia: nenhuma notificação.',
  loading: 'Carregando notificações',
  loadFailed: 'Suas notificações não foram carregadas.',
  panelFailed: 'Suas notificações não foram abertas. Tente novamente.',
  changeFailed: 'Essa alteração não foi salva. Tente novamente.',
  retry: 'Tentar novamente',
  unread: 'Não lida',
  pinned: 'Fixada',
  open: 'Abrir',
  markRead: 'Marcar como lida',
  markUnread: 'Marcar como não lida',
  pin: 'Fixar',
  unpin: 'Desafixar',
  actionOn: '{action}: {title}',
}

export default ptBR
