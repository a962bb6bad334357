import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessImpactMessages } from '../../accessImpactMessages'

const es: Translation<typeof defaultAccessImpactMessages> = {
  accessImpact: {
    label: 'A quién afecta este cambio',
    loading: 'Calculando a quién afecta este cambio…',
    failed: 'No hemos podido calcular a quién afecta este cambio. Puedes continuar de todos modos.',
    nobody: 'Nadie gana ni pierde ningún permiso.',
    losing: { one: '{count} persona pierde un permiso.', many: '{count} de personas pierden permisos.', other: '{count} personas pierden permisos.' },
    gaining: { one: '{count} persona gana un permiso.', many: '{count} de personas ganan permisos.', other: '{count} personas ganan permisos.' },
    incomplete: 'La cuenta tiene más personas de las que se han leído, así que puede haber más.',
    lose: 'Pierden {permissions}:',
    gain: 'Ganan {permissions}:',
    peopleLosing: 'Personas que pierden {permissions}',
    peopleGaining: 'Personas que ganan {permissions}',
    more: { one: 'y {count} más', many: 'y {count} más', other: 'y {count} más' },
    quoted: '«{name}»',
    morePermissions: { one: '{count} permiso más', many: '{count} de permisos más', other: '{count} permisos más' },
    otherChanges: { one: 'También cambia un permiso más.', many: 'También cambian {count} de permisos más.', other: 'También cambian {count} permisos más.' },
    self: 'Tú mismo perderías {permissions}.',
    group: {
      members: {
        one: 'Su único miembro pierde los roles que otorga el grupo ({roles}), salvo que los tenga por otra vía.',
        many: 'Sus {count} de miembros pierden los roles que otorga el grupo ({roles}), salvo que los tengan por otra vía.',
        other: 'Sus {count} miembros pierden los roles que otorga el grupo ({roles}), salvo que los tengan por otra vía.',
      },
      noRoles: 'No otorga ningún rol.',
      noMembers: 'No tiene miembros.',
    },
    role: {
      holders: { one: '{count} persona lo tiene asignado directamente.', many: '{count} de personas lo tienen asignado directamente.', other: '{count} personas lo tienen asignado directamente.' },
      noHolders: 'Nadie lo tiene asignado directamente.',
      groups: 'Los grupos que lo otorgan dejan de otorgarlo: {groups}.',
    },
    user: {
      groups: 'Sale de {groups}.',
      roles: 'Pierde sus roles: {roles}.',
      nothing: 'No pertenece a ningún grupo ni tiene roles asignados directamente.',
      onlyHolder: 'Nadie más en la cuenta tiene {permissions}.',
    },
  },
}

export default es
