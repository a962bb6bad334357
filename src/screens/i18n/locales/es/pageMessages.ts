import type { Translation } from '../../translation'
import type { defaultPageMessages } from '../../pageMessages'

const es: Translation<typeof defaultPageMessages> = {
  stepUp: {
    generating: {
      title: 'Comprobando tu sesión',
      description: 'Un momento mientras comprobamos si necesitas volver a verificarla.',
    },
    notEnrolled: {
      title: 'Primero configura la autenticación en dos pasos',
      description: 'Esta acción necesita un segundo paso de verificación, pero tu cuenta aún no tiene ninguna aplicación de autenticación, teléfono ni llave de seguridad.',
      setUp: 'Configurar la autenticación en dos pasos',
      cancel: 'Volver',
    },
    signingOut: {
      title: 'Volviendo a iniciar sesión',
      description: 'Tienes que volver a iniciar sesión antes de continuar.',
    },
    success: {
      title: 'Verificado',
      description: 'Te estamos llevando de vuelta.',
    },
    gate: {
      title: 'Confirma que eres tú',
      description: 'Esta sección necesita una verificación en dos pasos reciente.',
      verify: 'Verificar',
    },
  },
  forgotPassword: {
    title: 'Restablece tu contraseña',
    description: 'Introduce el correo electrónico de tu cuenta y te enviaremos un enlace para restablecer tu contraseña.',
    emailLabel: 'Correo electrónico',
    submit: 'Enviar enlace de restablecimiento',
    backToLogin: 'Volver al inicio de sesión',
    unknownError: 'Se ha producido un error desconocido',
    success: {
      title: 'Revisa tu correo electrónico',
      description: 'Si existe una cuenta para {email}, recibirás en breve un enlace para restablecer su contraseña.',
      resend: 'Enviar a otro correo electrónico',
    },
    pending: 'Enviando',
  },
  hosted: {
    checkingSession: { title: 'Comprobando tu sesión', description: 'Un momento mientras comprobamos si sigues con la sesión iniciada.' },
    redirecting: { title: 'Te estamos llevando al inicio de sesión', description: 'Abriendo la página de inicio de sesión.' },
    stepUp: { title: 'Verificando que eres tú', description: 'Abriendo la página de inicio de sesión para confirmar tu identidad.' },
    exchanging: { title: 'Iniciando sesión', description: 'Terminando tu inicio de sesión.' },
    failed: { title: 'No hemos podido iniciar tu sesión', retry: 'Volver a iniciar sesión' },
    startFailed: { title: 'No hemos podido abrir la página de inicio de sesión', retry: 'Reintentar' },
    signingOut: { title: 'Cerrando sesión', description: 'Cerrando tu sesión.' },
  },
}

export default es
