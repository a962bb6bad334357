/*
 * Glosario español (es) — úsalo en todos los catálogos para mantener la coherencia.
 * Registro: tú (como Google, Microsoft y Apple), español neutro, sin vosotros.
 *
 *   sign in / sign-in          → iniciar sesión / inicio de sesión
 *   sign out                   → cerrar sesión
 *   sign up / sign-up          → registrarse / registro
 *   passkey                    → llave de acceso
 *   security key               → llave de seguridad
 *   two-factor authentication  → autenticación en dos pasos
 *   MFA / multi-factor auth.   → autenticación multifactor (MFA)
 *   second factor              → segundo factor
 *   authenticator app          → aplicación de autenticación
 *   one-time code              → código de un solo uso
 *   recovery code              → código de recuperación
 *   account (tenant)           → cuenta
 *   organisation               → organización
 *   user / member              → usuario / miembro
 *   role / permission / group  → rol / permiso / grupo
 *   single sign-on (SSO)       → inicio de sesión único (SSO)
 *   identity provider (IdP)    → proveedor de identidades (IdP)
 *   session                    → sesión
 *   API token                  → token de API
 *   audit log                  → registro de auditoría
 *   policy                     → política
 *   email (address)            → correo electrónico / dirección de correo electrónico
 *   text message (SMS)         → SMS
 *   impersonate                → suplantar (suplantación)
 *   Try again (button)         → Reintentar; in a sentence: «Inténtalo de nuevo.»
 *   delete / remove            → eliminar / quitar
 *   enabled / on               → habilitado / activado (disabled / off → deshabilitado / desactivado)
 *   breached password          → contraseña filtrada
 *   login box                  → cuadro de inicio de sesión
 *   group mapping (SSO)        → asignación de grupo
 *   Quotes: «…». Plural `many` (millions): «{count} de personas»; otherwise as `other`.
 */
import type { Translation } from '../../translation'
import type { defaultMessages } from '../../messages'

const es: Translation<typeof defaultMessages> = {
  errors: {
    network: 'No hemos podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    timeout: 'El servidor ha tardado demasiado en responder. Comprueba tu conexión e inténtalo de nuevo.',
    malformed: 'El servidor ha enviado una respuesta que no hemos podido leer. Inténtalo de nuevo.',
    unknown: 'Se ha producido un error. Inténtalo de nuevo.',
    emailRequired: 'Introduce tu dirección de correo electrónico.',
    invalidEmail: 'Introduce una dirección de correo electrónico válida, como nombre@example.com.',
    passwordRequired: 'Introduce tu contraseña.',
    unsupportedStrategy: 'Este método de inicio de sesión no está disponible aquí.',
    invalidOneTimeCode: 'Introduce el código de 6 dígitos que te hemos enviado.',
    breachedPassword: 'Esta contraseña ha aparecido en una filtración de datos. Restablécela para iniciar sesión.',
    passkeyCancelled: 'La solicitud de la llave de acceso se ha cancelado o ha caducado. Puedes intentarlo de nuevo.',
    ceremonyAborted: 'Solicitud de llave de acceso cancelada.',
    webauthnUnsupported: 'Este navegador no admite llaves de acceso.',
    passkeyAlreadyRegistered: 'Este dispositivo ya tiene una llave de acceso para tu cuenta.',
    passkeyFailed: 'No hemos podido usar tu llave de acceso. Inténtalo de nuevo.',
    ssoAddressRefused: 'La dirección del inicio de sesión único de tu organización no es válida, así que no podemos llevarte allí. Ponte en contacto con tu administrador.',
    ssoFailed: 'No hemos podido abrir la página de inicio de sesión de tu organización. Inténtalo de nuevo.',
    signInNotStarted: 'Este inicio de sesión no se empezó en este navegador o ya se ha usado. Vuelve a empezar desde la página de inicio de sesión.',
    socialLoginNotStarted: 'No hemos podido empezar ese inicio de sesión en este navegador. Inténtalo de nuevo o elige otro método.',
    stateMismatch: 'Esta respuesta de la página de inicio de sesión no corresponde al inicio de sesión empezado en este navegador. Vuelve a iniciar sesión.',
    missingCode: 'La página de inicio de sesión no ha devuelto ningún código de inicio de sesión. Vuelve a iniciar sesión.',
    tokenRefused: 'No se ha podido completar tu inicio de sesión: el servicio de inicio de sesión lo ha rechazado. Vuelve a iniciar sesión.',
    invalidResponse: 'El servicio de inicio de sesión ha enviado una respuesta que no hemos podido verificar. Vuelve a iniciar sesión.',
  },
  controls: {
    loading: 'Cargando',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    clearSearch: 'Borrar búsqueda',
    remove: 'Quitar',
    showAll: 'Mostrar todo',
    actionsFailed: 'No se cargaron las acciones. Inténtalo de nuevo.',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    pageStatus: 'Página {page} de {total}',
  },
  signedIn: { title: 'Has iniciado sesión', description: 'Sesión iniciada como {email}', signOut: 'Cerrar sesión' },
  vendor: {
    securedBy: 'Protegido por Gatehouse',
  },
  session: {
    restoring: { title: 'Comprobando tu sesión', description: 'Un momento mientras comprobamos si has iniciado sesión.' },
    signingOut: { title: 'Cerrando sesión', description: 'Cerrando tu sesión en este dispositivo.' },
  },
  login: {
    stepLoading: { title: 'Un momento', description: 'Cargando el siguiente paso.' },
    stepFailed: {
      title: 'No se ha cargado este paso',
      description: 'No hemos podido cargar el siguiente paso del inicio de sesión. Comprueba tu conexión e inténtalo de nuevo.',
      retry: 'Reintentar',
    },
    emailStep: {
      title: 'Iniciar sesión',
      description: 'Introduce tu correo electrónico del trabajo para continuar.',
      emailLabel: 'Correo electrónico',
      submit: 'Continuar',
    },
    redirectToSSO: {
      title: 'Redirigiendo al inicio de sesión único',
      description: 'Tu organización inicia tu sesión a través de su proveedor de identidades. Te estamos llevando allí.',
      cancel: 'Usar otro correo electrónico',
    },
    success: {
      title: 'Has iniciado sesión',
      description: 'Te estamos llevando a tu aplicación.',
    },
    pending: 'Iniciando sesión',
  },
  social: {
    divider: 'o',
    continueWith: 'Continuar con {provider}',
    listLabel: 'Iniciar sesión con otra cuenta',
  },
  callback: {
    verifying: {
      title: 'Iniciando sesión',
      description: 'Comprobando la respuesta de tu proveedor de inicio de sesión.',
      magicLinkDescription: 'Comprobando tu enlace de inicio de sesión.',
    },
    failed: {
      title: 'No hemos podido iniciar tu sesión',
      leaving: 'Te llevaremos de vuelta en un momento.',
      backToLogin: 'Volver al inicio de sesión',
    },
    twoFactor: {
      title: 'Un paso más',
      description: 'Tu cuenta necesita un segundo factor. Te estamos llevando allí.',
    },
  },
  passkeys: {
    signIn: 'Iniciar sesión con una llave de acceso',
    waiting: 'Esperando tu llave de acceso',
    cancel: 'Cancelar',
    prompt: {
      title: 'Inicia sesión más rápido con una llave de acceso',
      description: 'La próxima vez, usa tu huella digital, tu cara o el bloqueo de pantalla en lugar de una contraseña.',
      create: 'Crear una llave de acceso',
      creating: 'Creando tu llave de acceso',
      notNow: 'Ahora no',
      dontShowAgain: 'No volver a mostrar',
    },
  },
}

export default es
