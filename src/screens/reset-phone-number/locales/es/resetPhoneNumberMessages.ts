import type { Translation } from '../../../i18n/translation'
import type { defaultResetPhoneNumberMessages } from '../../resetPhoneNumberMessages'

const es: Translation<typeof defaultResetPhoneNumberMessages> = {
  request: {
    title: 'Restablece tu número de teléfono',
    description: '¿Has perdido el teléfono con el que inicias sesión? Introduce el correo electrónico de tu cuenta y te enviaremos un código para establecer un número nuevo.',
    emailLabel: 'Correo electrónico',
    submit: 'Enviarme un código por correo electrónico',
  },
  verify: {
    title: 'Revisa tu correo electrónico',
    description: 'Si existe una cuenta para {email}, le hemos enviado un código de 6 dígitos.',
    codeLabel: 'Código del correo electrónico',
    submit: 'Verificar',
    resend: 'Enviar un código nuevo',
    resent: 'Te hemos enviado un código nuevo.',
    back: 'Usar otro correo electrónico',
  },
  change: {
    title: 'Introduce tu número de teléfono nuevo',
    description: 'A partir de ahora, te enviaremos los códigos de inicio de sesión por SMS a este número.',
    phoneLabel: 'Número de teléfono nuevo',
    phoneDescription: 'Incluye el prefijo del país, como +1 202 555 0143.',
    submit: 'Cambiar número de teléfono',
    changed: 'Tu número de teléfono ahora es {phone}. Te estamos llevando al inicio de sesión.',
    startAgain: 'Volver a empezar',
  },
  backToLogin: 'Volver al inicio de sesión',
  sending: 'Enviando',
  verifying: 'Verificando',
  changing: 'Cambiando',
}

export default es
