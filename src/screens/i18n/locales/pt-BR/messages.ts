/*
 * Glossário pt-BR (use os mesmos termos em todos os catálogos):
 *   sign in (verbo) → entrar ("Entrar", "Entre novamente"); sign-in (substantivo) → login ("página de login")
 *   Signing you in → Fazendo seu login; signed in (estado) → conectado
 *   sign out → sair (da conta); sign someone out / revoke → desconectar / revogar
 *   sign up / sign-up → criar conta / cadastro
 *   passkey → chave de acesso; security key → chave de segurança
 *   two-factor authentication → autenticação de dois fatores; multi-factor (MFA) → autenticação multifator (MFA)
 *   second factor → segundo fator
 *   authenticator app → aplicativo autenticador
 *   one-time code → código de uso único; recovery code → código de recuperação
 *   account (tenant) → conta; sub-account → subconta; organisation → organização
 *   workspace → espaço de trabalho (mas "workspace do Slack", como o próprio Slack diz)
 *   login box → caixa de login; data breach / breached password → vazamento de dados / senha vazada
 *   user → usuário; member → membro; administrator → administrador
 *   role → função; permission → permissão; group → grupo
 *   single sign-on → logon único (SSO); identity provider → provedor de identidade (IdP)
 *   provisioning → provisionamento
 *   session → sessão
 *   API token → token de API
 *   audit log → log de auditoria
 *   impersonate / impersonation → personificar / personificação
 *   invitation → convite; email → e-mail; text message → SMS
 *   Enter … → Insira …; Try again → Tentar novamente; Cancel → Cancelar; Save → Salvar
 * Tratamento: "você", imperativo direto e conciso, como nos produtos da Microsoft e do Google.
 */
import type { Translation } from '../../translation'
import type { defaultMessages } from '../../messages'

const ptBR: Translation<typeof defaultMessages> = {
  errors: {
    network: 'Não foi possível acessar o servidor. Verifique sua conexão e tente novamente.',
    timeout: 'O servidor demorou demais para responder. Verifique sua conexão e tente novamente.',
    malformed: 'O servidor enviou uma resposta que não conseguimos ler. Tente novamente.',
    unknown: 'Algo deu errado. Tente novamente.',
    emailRequired: 'Insira seu endereço de e-mail.',
    invalidEmail: 'Insira um endereço de e-mail válido, como nome@example.com.',
    passwordRequired: 'Insira sua senha.',
    unsupportedStrategy: 'Este método de login não está disponível aqui.',
    invalidOneTimeCode: 'Insira o código de 6 dígitos que enviamos para você.',
    breachedPassword: 'Esta senha apareceu em um vazamento de dados. Redefina-a para entrar.',
    passkeyCancelled: 'A solicitação da chave de acesso foi cancelada ou expirou. Você pode tentar novamente.',
    ceremonyAborted: 'Solicitação da chave de acesso cancelada.',
    webauthnUnsupported: 'Este navegador não é compatível com chaves de acesso.',
    passkeyAlreadyRegistered: 'Este dispositivo já tem uma chave de acesso para sua conta.',
    passkeyFailed: 'Não foi possível usar sua chave de acesso. Tente novamente.',
    ssoAddressRefused: 'O endereço de logon único (SSO) da sua organização não é válido, por isso não podemos levar você até lá. Entre em contato com o administrador.',
    ssoFailed: 'Não foi possível abrir a página de login da sua organização. Tente novamente.',
    signInNotStarted: 'Este login não foi iniciado neste navegador ou já foi usado. Comece novamente na página de login.',
    socialLoginNotStarted: 'Não foi possível iniciar esse login neste navegador. Tente novamente ou escolha outra forma.',
    stateMismatch: 'Esta resposta da página de login não corresponde ao login iniciado neste navegador. Entre novamente.',
    missingCode: 'A página de login não retornou nenhum código de login. Entre novamente.',
    tokenRefused: 'Não foi possível concluir seu login: o serviço de login o recusou. Entre novamente.',
    invalidResponse: 'O serviço de login enviou uma resposta que não conseguimos verificar. Entre novamente.',
  },
  controls: {
    loading: 'Carregando',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    clearSearch: 'Limpar pesquisa',
    remove: 'Remover',
    showAll: 'Mostrar tudo',
    actionsFailed: 'Não foi possível carregar as ações. Tente novamente.',
    previousPage: 'Página anterior',
    nextPage: 'Próxima página',
    pageStatus: 'Página {page} de {total}',
  },
  signedIn: { title: 'Você está conectado', description: 'Conectado como {email}', signOut: 'Sair' },
  vendor: {
    securedBy: 'Protegido por Gatehouse',
  },
  session: {
    restoring: { title: 'Verificando sua sessão', description: 'Aguarde um momento enquanto verificamos se você está conectado.' },
    signingOut: { title: 'Saindo da sua conta', description: 'Encerrando sua sessão neste dispositivo.' },
  },
  login: {
    stepLoading: { title: 'Só um momento', description: 'Carregando a próxima etapa.' },
    stepFailed: {
      title: 'Esta etapa não foi carregada',
      description: 'Não foi possível carregar a próxima etapa do login. Verifique sua conexão e tente novamente.',
      retry: 'Tentar novamente',
    },
    emailStep: {
      title: 'Entrar',
      description: 'Insira seu e-mail corporativo para continuar.',
      emailLabel: 'E-mail',
      submit: 'Continuar',
    },
    redirectToSSO: {
      title: 'Redirecionando para o logon único',
      description: 'Sua organização faz seu login pelo provedor de identidade dela. Levando você até lá agora.',
      cancel: 'Usar outro e-mail',
    },
    success: {
      title: 'Você entrou',
      description: 'Levando você ao seu aplicativo.',
    },
    pending: 'Entrando',
  },
  social: {
    divider: 'ou',
    continueWith: 'Continuar com {provider}',
    listLabel: 'Entrar com outra conta',
  },
  callback: {
    verifying: {
      title: 'Fazendo seu login',
      description: 'Verificando a resposta do seu provedor de login.',
      magicLinkDescription: 'Verificando seu link de login.',
    },
    failed: {
      title: 'Não foi possível fazer seu login',
      leaving: 'Levando você de volta em instantes.',
      backToLogin: 'Voltar para o login',
    },
    twoFactor: {
      title: 'Só mais uma etapa',
      description: 'Sua conta exige um segundo fator. Levando você até lá.',
    },
  },
  passkeys: {
    signIn: 'Entrar com uma chave de acesso',
    waiting: 'Aguardando sua chave de acesso',
    cancel: 'Cancelar',
    prompt: {
      title: 'Entre mais rápido com uma chave de acesso',
      description: 'Da próxima vez, use sua impressão digital, seu rosto ou o bloqueio de tela em vez de uma senha.',
      create: 'Criar uma chave de acesso',
      creating: 'Criando sua chave de acesso',
      notNow: 'Agora não',
      dontShowAgain: 'Não mostrar novamente',
    },
  },
}

export default ptBR
