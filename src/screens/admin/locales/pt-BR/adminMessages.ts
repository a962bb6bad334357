import type { Translation } from '../../../i18n/translation'
import type { defaultAdminMessages } from '../../adminMessages'

const ptBR: Translation<typeof defaultAdminMessages> = {
  navigationLabel: 'Portal de administração',
  groups: {
    personal: 'Pessoal',
    workspace: 'Espaço de trabalho',
  },
  sections: {
    profile: 'Perfil',
    privacy: 'Privacidade e segurança',
    personalApiTokens: 'Tokens de API pessoais',
    account: 'Configurações da conta',
    users: 'Usuários',
    groups: 'Grupos',
    security: 'Segurança',
    sso: 'Logon único',
    audits: 'Logs de auditoria',
    webhooks: 'Webhooks',
    apiTokens: 'Tokens de API',
    roles: 'Funções',
    subscriptions: 'Assinaturas',
    allAccounts: 'Todas as contas',
    usage: 'Uso',
    provisioning: 'Provisionamento',
    applications: 'Aplicativos',
    reports: 'Relatórios',
  },
  loading: 'Carregando',
  loadingSection: 'Carregando {section}',
  noAccess: {
    title: 'Você não tem acesso a esta página',
    description: 'Sua função não inclui {section}. Se precisar, peça a um administrador da sua conta.',
  },
  notAllowed: {
    title: 'Você não pode abrir esta página',
    description: '{section} exige uma permissão que sua função não inclui. Se precisar desta página, peça essa permissão a um administrador da sua conta.',
    missing: 'Permissão ausente: {permissions}',
    or: ' ou ',
  },
  notFound: {
    title: 'Página não encontrada',
    description: 'Não há nenhuma página de administração neste endereço. Ele pode ter sido digitado errado, ou a página não está disponível para sua conta.',
  },
  empty: {
    title: 'Nada para gerenciar ainda',
    description: 'Sua conta não dá acesso a nenhuma página de administração. Se precisar de alguma, peça a um administrador da sua conta.',
  },
  signedOut: {
    title: 'Entre para continuar',
    description: 'O portal de administração é para membros conectados de uma conta.',
    signIn: 'Entrar',
  },
  failed: {
    title: 'Esta página não foi carregada',
    description: 'Verifique sua conexão e tente novamente.',
    retry: 'Tentar novamente',
  },
  dialogsFailed: {
    title: 'Esta caixa de diálogo não foi carregada',
    description: 'Verifique sua conexão e tente novamente.',
    retry: 'Tentar novamente',
  },
  actionsFailed: 'As ações não foram carregadas. Tente novamente.',
  backTo: 'Ir para {section}',
}

export default ptBR
