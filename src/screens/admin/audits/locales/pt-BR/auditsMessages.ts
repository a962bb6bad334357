import type { Translation } from '../../../../i18n/translation'
import type { defaultAuditsMessages } from '../../auditsMessages'

const ptBR: Translation<typeof defaultAuditsMessages> = {
  description: 'Quem fez o quê na sua conta, e quando.',
  tableLabel: 'Logs de auditoria',
  columns: { createdAt: 'Data e hora', user: 'Usuário', action: 'Ação', description: 'Descrição', ip: 'Endereço IP', severity: 'Gravidade', userAgent: 'Agente do usuário', json: 'Dados JSON' },
  stats: {
    label: 'Totais de auditoria',
    today: 'Hoje',
    severeThisWeek: 'Graves nesta semana',
    unavailable: 'Os totais não estão disponíveis no momento.',
  },
  search: 'Pesquisar logs de auditoria',
  filters: {
    label: 'Filtros',
    applied: 'Filtros aplicados',
    column: 'Filtrar por',
    value: 'Valor',
    add: 'Adicionar filtro',
    none: 'Nenhum filtro',
    remove: 'Remover filtro',
    valueRequired: 'Insira um valor para filtrar.',
  },
  columnPicker: { open: 'Colunas', label: 'Colunas exibidas' },
  virtualScroll: 'Rolar por todos os logs',
  virtualLoading: 'Carregando a exibição com rolagem',
  virtualFailed: 'Não foi possível carregar a exibição com rolagem.',
  loading: 'Carregando logs de auditoria',
  loadingRow: 'Carregando',
  empty: 'Ainda não há logs de auditoria.',
  noMatch: 'Nenhum log de auditoria corresponde à sua pesquisa ou aos filtros.',
  loadFailed: 'Não foi possível carregar os logs de auditoria.',
  retry: 'Tentar novamente',
  total: { one: '{count} log', many: '{count} de logs', other: '{count} logs' },
  pages: { label: 'Páginas do log de auditoria', previous: 'Página anterior', next: 'Próxima página', status: 'Página {page} de {total}' },
  details: {
    open: 'Detalhes de {action} em {time}',
    title: 'Detalhes do log de auditoria',
    json: 'Dados JSON',
    copy: 'Copiar JSON',
    copied: 'Copiado',
    copyFailed: 'Não foi possível copiar. Selecione o texto e copie-o.',
    close: 'Fechar',
    noJson: 'Nenhum dado',
  },
  export: { start: 'Exportar CSV', pending: 'Exportando', done: 'Os logs de auditoria foram exportados para audits.csv.', failed: 'Não foi possível exportar os logs de auditoria.' },
}

export default ptBR
