import type { Translation } from '../../../../i18n/translation'
import type { defaultApplicationsMessages } from '../../applicationsMessages'

const ptBR: Translation<typeof defaultApplicationsMessages> = {
  description: 'Os aplicativos da sua conta e quem pode usá-los. Aplicativos disponíveis para todos não precisam de atribuição.',
  readOnly: 'Você pode ver quem pode usar cada aplicativo, mas não alterar isso.',
  tableLabel: 'Aplicativos',
  empty: 'Esta conta não tem aplicativos.',
  loadFailed: 'Os aplicativos da conta não foram carregados.',
  retry: 'Tentar novamente',
  columns: { name: 'Aplicativo', access: 'Quem pode usar' },
  everyone: 'Disponível para todos',
  assignedNone: 'Nenhum usuário atribuído',
  assignedOne: '1 usuário atribuído',
  assignedMany: '{count} usuários atribuídos',
  assignedUsers: 'Usuários atribuídos a {app}',
  showAll: 'Mostrar todos os {count}',
  showFewer: 'Mostrar menos',
  assignFor: 'Atribuir usuário a {app}',
  assign: 'Atribuir usuário',
  unassignFor: 'Cancelar a atribuição de {user} a {app}',
  unassign: 'Cancelar atribuição',
  assignDialog: {
    title: 'Atribuir um usuário a {app}',
    user: 'Usuário',
    userPlaceholder: 'Escolha um usuário',
    userHint: 'Depois de atribuído, o usuário pode usar {app}.',
    userMissing: 'Escolha o usuário a ser atribuído.',
    nobody: 'Todos os usuários da conta já têm este aplicativo.',
    usersFailed: 'Os usuários da conta não foram carregados, por isso não é possível escolher ninguém.',
    submit: 'Atribuir',
    pending: 'Atribuindo',
    cancel: 'Cancelar',
    failed: 'O usuário não foi atribuído.',
  },
  unassignDialog: {
    title: 'Cancelar a atribuição de {user} a {app}?',
    description: 'O usuário não poderá mais usar {app} até ser atribuído novamente.',
    confirm: 'Cancelar atribuição',
    pending: 'Cancelando atribuição',
    cancel: 'Cancelar',
    failed: 'A atribuição do usuário não foi cancelada.',
  },
  done: { assigned: '{user} agora pode usar {app}.', unassigned: '{user} não pode mais usar {app}.' },
}

export default ptBR
