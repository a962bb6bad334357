import type { Translation } from '../../translation'
import type { defaultLoginStepMessages } from '../../loginStepMessages'

const ptBR: Translation<typeof defaultLoginStepMessages> = {
  passwordStep: {
    title: 'Insira sua senha',
    signingInAs: 'Entrando como',
    changeEmail: 'Usar outro e-mail',
    passwordLabel: 'Senha',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    forgotPassword: 'Esqueceu sua senha?',
    submit: 'Entrar',
  },
  quickLogin: {
    title: 'Entre mais rápido da próxima vez',
    description: 'Adicione seu telefone e enviaremos um código por SMS para você entrar, sem precisar de senha.',
    phoneLabel: 'Número de telefone',
    phoneDescription: 'Inclua o código do país, como +55 11 91234 5678.',
    sendCode: 'Enviar código por SMS',
    codeTitle: 'Insira o código que enviamos por SMS',
    codeDescription: 'Enviamos um código de 6 dígitos para {phone}.',
    codeLabel: 'Código',
    verify: 'Adicionar telefone',
    changePhone: 'Usar outro número',
    notNow: 'Agora não',
  },
  breachedPassword: {
    title: 'Você precisa alterar sua senha',
    description: 'A senha de {email} apareceu em um vazamento de dados em outro site. Para manter sua conta segura, defina uma nova senha antes de entrar.',
    submit: 'Enviar link de redefinição por e-mail',
    pending: 'Enviando',
    back: 'Usar outro e-mail',
  },
  breachedPasswordSuccess: {
    title: 'Verifique seu e-mail',
    description: 'Enviamos para {email} um link para definir uma nova senha. Entre novamente depois de alterá-la.',
    back: 'Voltar para o login',
  },
  magicLink: {
    title: 'Verifique seu e-mail',
    description: 'Enviamos um link de login para {email}. Abra-o neste dispositivo para continuar.',
    resent: 'Enviamos um novo link.',
    resend: 'Enviar um novo link',
    back: 'Usar outro e-mail',
  },
  oneTimeCode: {
    title: 'Insira o código que enviamos por e-mail',
    description: 'Enviamos um código de 6 dígitos para {email}.',
    smsTitle: 'Insira o código que enviamos por SMS',
    smsDescription: 'Enviamos um código de 6 dígitos para {phone}.',
    smsDescriptionNoPhone: 'Enviamos um código de 6 dígitos para o número de telefone da sua conta.',
    codeLabel: 'Código',
    resent: 'Enviamos um novo código.',
    resend: 'Enviar um novo código',
    submit: 'Entrar',
    back: 'Usar outro e-mail',
    lostPhone: 'Perdeu o acesso a este telefone?',
  },
}

export default ptBR
