import type { Translation } from '../../../../../i18n/translation'
import type { defaultGroupsMessages } from '../../groupsMessages'

const es: Translation<typeof defaultGroupsMessages> = {
  teamGroups: {
    description: 'Un grupo otorga los mismos roles a todos sus miembros.',
    add: 'Nuevo grupo',
    tableLabel: 'Grupos',
    columns: { name: 'Nombre', color: 'Color', description: 'Descripción', members: 'Miembros', roles: 'Roles', actions: 'Acciones' },
    noRoles: 'Sin roles',
    empty: 'Aún no hay grupos.',
    loadFailed: 'No se han cargado los grupos.',
    retry: 'Reintentar',
    readOnly: 'Puedes ver los grupos, pero no cambiarlos.',
    actionsFor: 'Acciones de {name}',
    actions: { edit: 'Editar detalles', members: 'Administrar miembros', roles: 'Administrar roles', delete: 'Eliminar grupo' },
    colors: { indigo: 'Índigo', sky: 'Azul cielo', emerald: 'Esmeralda', amber: 'Ámbar', red: 'Rojo', violet: 'Violeta', pink: 'Rosa', gray: 'Gris' },
    form: {
      createTitle: 'Nuevo grupo',
      editTitle: 'Editar {name}',
      name: 'Nombre',
      description: 'Descripción (opcional)',
      color: 'Color',
      roles: 'Roles',
      create: 'Crear grupo',
      save: 'Guardar',
      cancel: 'Cancelar',
      creating: 'Creando',
      saving: 'Guardando',
      nameRequired: 'Introduce un nombre.',
      createdButNotFilled: 'Se ha creado el grupo {name}, pero no se han podido añadir todos sus miembros o roles. Inténtalo de nuevo para añadir el resto.',
    },
    picker: {
      search: 'Buscar personas',
      hint: 'Escribe un nombre o un correo electrónico para buscar personas.',
      results: 'Personas',
      noMatch: 'Nadie coincide con «{search}».',
      searching: 'Buscando',
      chosen: 'Miembros',
      none: 'Aún no hay nadie.',
      remove: 'Quitar',
      loadFailed: 'No se han cargado las personas.',
    },
    membersDialog: { title: 'Miembros de {name}', save: 'Guardar miembros', saving: 'Guardando', cancel: 'Cancelar' },
    rolesDialog: { title: 'Roles de {name}', description: 'Todos los miembros del grupo reciben estos roles.', save: 'Guardar roles', saving: 'Guardando', cancel: 'Cancelar' },
    deleteDialog: {
      title: '¿Eliminar el grupo {name}?',
      description: 'Sus miembros pierden los roles que les otorga. Esta acción no se puede deshacer.',
      confirm: 'Eliminar',
      pending: 'Eliminando',
      cancel: 'Cancelar',
    },
    done: {
      created: 'Se ha creado el grupo {name}.',
      saved: 'Se ha guardado el grupo {name}.',
      deleted: 'Se ha eliminado el grupo {name}.',
      membersSaved: 'Se han guardado los miembros de {name}.',
      rolesSaved: 'Se han guardado los roles de {name}.',
    },
  },
}

export default es
