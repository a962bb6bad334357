import type { Translation } from '../../translation'
import type { defaultPageMessages } from '../../pageMessages'

const ptBR: Translation<typeof defaultPageMessages> = {
  stepUp: {
    generating: {
      title: 'Verificando sua sessão',
      description: 'Aguarde um momento enquanto verificamos se você precisa confirmá-la novamente.',
    },
    notEnrolled: {
      title: 'Configure primeiro a autenticação de dois fatores',
      description: 'Esta ação exige uma segunda etapa de verificação, mas sua conta ainda não tem aplicativo autenticador, telefone nem chave de segurança.',
      setUp: 'Configurar a autenticação de dois fatores',
      cancel: 'Voltar',
    },
    signingOut: {
      title: 'Fazendo seu login novamente',
      description: 'Você precisa entrar novamente antes de continuar.',
    },
    success: {
      title: 'Verificado',
      description: 'Levando você de volta.',
    },
    gate: {
      title: 'Confirme que é você',
      description: 'Esta área exige uma verificação de dois fatores recente.',
      verify: 'Verificar',
    },
  },
  forgotPassword: {
    title: 'Redefina sua senha',
    description: 'Insira o e-mail da sua conta e enviaremos um link para redefinir sua senha.',
    emailLabel: 'E-mail',
    submit: 'Enviar link de redefinição',
    backToLogin: 'Voltar para o login',
    unknownError: 'Ocorreu um erro desconhecido',
    success: {
      title: 'Verifique seu e-mail',
      description: 'Se existir uma conta para {email}, um link para redefinir a senha dela já está a caminho.',
      resend: 'Enviar para outro e-mail',
    },
    pending: 'Enviando',
  },
  hosted: {
    checkingSession: { title: 'Verificando sua sessão', description: 'Aguarde um momento enquanto verificamos se você ainda está conectado.' },
    redirecting: { title: 'Levando você ao login', description: 'Abrindo a página de login.' },
    stepUp: { title: 'Verificando que é você', description: 'Abrindo a página de login para confirmar sua identidade.' },
    exchanging: { title: 'Fazendo seu login', description: 'Concluindo seu login.' },
    failed: { title: 'Não foi possível fazer seu login', retry: 'Entrar novamente' },
    startFailed: { title: 'Não foi possível abrir a página de login', retry: 'Tentar novamente' },
    signingOut: { title: 'Saindo da sua conta', description: 'Encerrando sua sessão.' },
  },
}

export default ptBR
