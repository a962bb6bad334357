import type { Translation } from '../../../../i18n/translation'
import type { defaultApplicationsMessages } from '../../applicationsMessages'

const es: Translation<typeof defaultApplicationsMessages> = {
  description: 'Las aplicaciones de tu cuenta y quién puede usarlas. Las aplicaciones disponibles para todos no necesitan asignación.',
  readOnly: 'Puedes ver quién puede usar cada aplicación, pero no cambiarlo.',
  tableLabel: 'Aplicaciones',
  empty: 'Esta cuenta no tiene aplicaciones.',
  loadFailed: 'No se han cargado las aplicaciones de la cuenta.',
  retry: 'Reintentar',
  columns: { name: 'Aplicación', access: 'Quién puede usarla' },
  everyone: 'Disponible para todos',
  assignedNone: 'Ningún usuario asignado',
  assignedOne: '1 usuario asignado',
  assignedMany: '{count} usuarios asignados',
  assignedUsers: 'Usuarios asignados a {app}',
  showAll: 'Mostrar los {count}',
  showFewer: 'Mostrar menos',
  assignFor: 'Asignar un usuario a {app}',
  assign: 'Asignar usuario',
  unassignFor: 'Desasignar a {user} de {app}',
  unassign: 'Desasignar',
  assignDialog: {
    title: 'Asignar un usuario a {app}',
    user: 'Usuario',
    userPlaceholder: 'Elige un usuario',
    userHint: 'Podrá usar {app} en cuanto se le asigne.',
    userMissing: 'Elige el usuario que quieres asignar.',
    nobody: 'Todos los usuarios de la cuenta ya tienen esta aplicación.',
    usersFailed: 'No se han cargado los usuarios de la cuenta, así que no se puede elegir a nadie.',
    submit: 'Asignar',
    pending: 'Asignando',
    cancel: 'Cancelar',
    failed: 'No se ha asignado el usuario.',
  },
  unassignDialog: {
    title: '¿Desasignar a {user} de {app}?',
    description: 'Ya no podrá usar {app} hasta que se le vuelva a asignar.',
    confirm: 'Desasignar',
    pending: 'Desasignando',
    cancel: 'Cancelar',
    failed: 'No se ha desasignado el usuario.',
  },
  done: { assigned: '{user} ya puede usar {app}.', unassigned: '{user} ya no puede usar {app}.' },
}

export default es
