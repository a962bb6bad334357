import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessImpactMessages } from '../../accessImpactMessages'

const ptBR: Translation<typeof defaultAccessImpactMessages> = {
  accessImpact: {
    label: 'Quem é afetado por esta alteração',
    loading: 'Calculando quem é afetado por esta alteração…',
    failed: 'Não foi possível calcular quem é afetado por esta alteração. Você ainda pode continuar.',
    nobody: 'Ninguém ganha nem perde permissões.',
    losing: { one: '{count} pessoa perde uma permissão.', many: '{count} de pessoas perdem permissões.', other: '{count} pessoas perdem permissões.' },
    gaining: { one: '{count} pessoa ganha uma permissão.', many: '{count} de pessoas ganham permissões.', other: '{count} pessoas ganham permissões.' },
    incomplete: 'A conta tem mais pessoas do que as que foram lidas, então pode haver outras.',
    lose: 'Perdem {permissions}:',
    gain: 'Ganham {permissions}:',
    peopleLosing: 'Pessoas que perdem {permissions}',
    peopleGaining: 'Pessoas que ganham {permissions}',
    more: { one: 'e mais {count}', many: 'e mais {count}', other: 'e mais {count}' },
    quoted: '“{name}”',
    morePermissions: { one: 'mais {count} permissão', many: 'mais {count} de permissões', other: 'mais {count} permissões' },
    otherChanges: { one: 'Mais uma permissão também muda.', many: 'Mais {count} de permissões também mudam.', other: 'Mais {count} permissões também mudam.' },
    self: 'Você mesmo perderia {permissions}.',
    group: {
      members: {
        one: 'O membro do grupo perde as funções que ele concede ({roles}), a menos que as tenha de outra forma.',
        many: 'Os {count} de membros do grupo perdem as funções que ele concede ({roles}), a menos que as tenham de outra forma.',
        other: 'Os {count} membros do grupo perdem as funções que ele concede ({roles}), a menos que as tenham de outra forma.',
      },
      noRoles: 'Ele não concede nenhuma função.',
      noMembers: 'Ele não tem membros.',
    },
    role: {
      holders: {
        one: '{count} pessoa tem esta função atribuída diretamente.',
        many: '{count} de pessoas têm esta função atribuída diretamente.',
        other: '{count} pessoas têm esta função atribuída diretamente.',
      },
      noHolders: 'Ninguém tem esta função atribuída diretamente.',
      groups: 'Os grupos que concedem esta função deixam de concedê-la: {groups}.',
    },
    user: {
      groups: 'A pessoa sai de {groups}.',
      roles: 'As funções dela são removidas junto: {roles}.',
      nothing: 'A pessoa não está em nenhum grupo nem tem funções próprias.',
      onlyHolder: 'Ninguém mais na conta tem {permissions}.',
    },
  },
}

export default ptBR
