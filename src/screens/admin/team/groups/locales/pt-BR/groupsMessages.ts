import type { Translation } from '../../../../../i18n/translation'
import type { defaultGroupsMessages } from '../../groupsMessages'

const ptBR: Translation<typeof defaultGroupsMessages> = {
  teamGroups: {
    description: 'Um grupo concede as mesmas funções a todos os seus membros.',
    add: 'Novo grupo',
    tableLabel: 'Grupos',
    columns: { name: 'Nome', color: 'Cor', description: 'Descrição', members: 'Membros', roles: 'Funções', actions: 'Ações' },
    noRoles: 'Nenhuma função',
    empty: 'Ainda não há grupos.',
    loadFailed: 'Os grupos não foram carregados.',
    retry: 'Tentar novamente',
    readOnly: 'Você pode ver os grupos, mas não alterá-los.',
    actionsFor: 'Ações de {name}',
    actions: { edit: 'Editar detalhes', members: 'Gerenciar membros', roles: 'Gerenciar funções', delete: 'Excluir grupo' },
    colors: { indigo: 'Índigo', sky: 'Azul-celeste', emerald: 'Esmeralda', amber: 'Âmbar', red: 'Vermelho', violet: 'Violeta', pink: 'Rosa', gray: 'Cinza' },
    form: {
      createTitle: 'Novo grupo',
      editTitle: 'Editar {name}',
      name: 'Nome',
      description: 'Descrição (opcional)',
      color: 'Cor',
      roles: 'Funções',
      create: 'Criar grupo',
      save: 'Salvar',
      cancel: 'Cancelar',
      creating: 'Criando',
      saving: 'Salvando',
      nameRequired: 'Insira um nome.',
      createdButNotFilled: 'O grupo {name} foi criado, mas nem todos os membros ou funções foram adicionados. Tente novamente para adicionar o restante.',
    },
    picker: {
      search: 'Encontrar pessoas',
      hint: 'Digite um nome ou e-mail para encontrar pessoas.',
      results: 'Pessoas',
      noMatch: 'Ninguém corresponde a “{search}”.',
      searching: 'Pesquisando',
      chosen: 'Membros',
      none: 'Ninguém ainda.',
      remove: 'Remover',
      loadFailed: 'As pessoas não foram carregadas.',
    },
    membersDialog: { title: 'Membros de {name}', save: 'Salvar membros', saving: 'Salvando', cancel: 'Cancelar' },
    rolesDialog: { title: 'Funções de {name}', description: 'Todos no grupo recebem estas funções.', save: 'Salvar funções', saving: 'Salvando', cancel: 'Cancelar' },
    deleteDialog: {
      title: 'Excluir o grupo {name}?',
      description: 'Os membros perdem as funções que o grupo concede. Não é possível desfazer esta ação.',
      confirm: 'Excluir',
      pending: 'Excluindo',
      cancel: 'Cancelar',
    },
    done: {
      created: 'Grupo {name} criado.',
      saved: 'Grupo {name} salvo.',
      deleted: 'Grupo {name} excluído.',
      membersSaved: 'Membros de {name} salvos.',
      rolesSaved: 'Funções de {name} salvas.',
    },
  },
}

export default ptBR
