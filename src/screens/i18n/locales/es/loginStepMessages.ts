import type { Translation } from '../../translation'
import type { defaultLoginStepMessages } from '../../loginStepMessages'

const es: Translation<typeof defaultLoginStepMessages> = {
  passwordStep: {
    title: 'Introduce tu contraseña',
    signingInAs: 'Iniciando sesión como',
    changeEmail: 'Usar otro correo electrónico',
    passwordLabel: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    forgotPassword: '¿Has olvidado tu contraseña?',
    submit: 'Iniciar sesión',
  },
  quickLogin: {
    title: 'Inicia sesión más rápido la próxima vez',
    description: 'Añade tu teléfono y te enviaremos un código por SMS para iniciar sesión, sin contraseña.',
    phoneLabel: 'Número de teléfono',
    phoneDescription: 'Incluye el prefijo del país, como +1 555 555 0123.',
    sendCode: 'Enviarme un código por SMS',
    codeTitle: 'Introduce el código que te hemos enviado por SMS',
    codeDescription: 'Hemos enviado un código de 6 dígitos al {phone}.',
    codeLabel: 'Código',
    verify: 'Añadir teléfono',
    changePhone: 'Usar otro número',
    notNow: 'Ahora no',
  },
  breachedPassword: {
    title: 'Tienes que cambiar tu contraseña',
    description: 'La contraseña de {email} ha aparecido en una filtración de datos de otro sitio. Para proteger tu cuenta, establece una nueva antes de iniciar sesión.',
    submit: 'Enviarme un enlace de restablecimiento',
    pending: 'Enviando',
    back: 'Usar otro correo electrónico',
  },
  breachedPasswordSuccess: {
    title: 'Revisa tu correo electrónico',
    description: 'Hemos enviado a {email} un enlace para establecer una contraseña nueva. Vuelve a iniciar sesión cuando la hayas cambiado.',
    back: 'Volver al inicio de sesión',
  },
  magicLink: {
    title: 'Revisa tu correo electrónico',
    description: 'Hemos enviado un enlace de inicio de sesión a {email}. Ábrelo en este dispositivo para continuar.',
    resent: 'Te hemos enviado un enlace nuevo.',
    resend: 'Enviar un enlace nuevo',
    back: 'Usar otro correo electrónico',
  },
  oneTimeCode: {
    title: 'Introduce el código que te hemos enviado por correo electrónico',
    description: 'Hemos enviado un código de 6 dígitos a {email}.',
    smsTitle: 'Introduce el código que te hemos enviado por SMS',
    smsDescription: 'Hemos enviado un código de 6 dígitos al {phone}.',
    smsDescriptionNoPhone: 'Hemos enviado un código de 6 dígitos al número de teléfono de tu cuenta.',
    codeLabel: 'Código',
    resent: 'Te hemos enviado un código nuevo.',
    resend: 'Enviar un código nuevo',
    submit: 'Iniciar sesión',
    back: 'Usar otro correo electrónico',
    lostPhone: '¿Ya no tienes acceso a este teléfono?',
  },
}

export default es
