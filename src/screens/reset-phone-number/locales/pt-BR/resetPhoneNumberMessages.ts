import type { Translation } from '../../../i18n/translation'
import type { defaultResetPhoneNumberMessages } from '../../resetPhoneNumberMessages'

const ptBR: Translation<typeof defaultResetPhoneNumberMessages> = {
  request: {
    title: 'Redefina seu número de telefone',
    description: 'Perdeu o telefone que você usa para entrar? Insira o e-mail da sua conta e enviaremos um código por e-mail para você definir um novo número.',
    emailLabel: 'E-mail',
    submit: 'Enviar código por e-mail',
  },
  verify: {
    title: 'Verifique seu e-mail',
    description: 'Se existir uma conta para {email}, enviamos um código de 6 dígitos para esse endereço.',
    codeLabel: 'Código do e-mail',
    submit: 'Verificar',
    resend: 'Enviar um novo código',
    resent: 'Enviamos um novo código.',
    back: 'Usar outro e-mail',
  },
  change: {
    title: 'Insira seu novo número de telefone',
    description: 'A partir de agora, enviaremos seus códigos de login por SMS para este número.',
    phoneLabel: 'Novo número de telefone',
    phoneDescription: 'Inclua o código do país, como +55 11 91234 5678.',
    submit: 'Alterar número de telefone',
    changed: 'Seu número de telefone agora é {phone}. Levando você ao login.',
    startAgain: 'Começar de novo',
  },
  backToLogin: 'Voltar para o login',
  sending: 'Enviando',
  verifying: 'Verificando',
  changing: 'Alterando',
}

export default ptBR
