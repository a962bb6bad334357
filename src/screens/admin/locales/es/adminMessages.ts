import type { Translation } from '../../../i18n/translation'
import type { defaultAdminMessages } from '../../adminMessages'

const es: Translation<typeof defaultAdminMessages> = {
  navigationLabel: 'Portal de administración',
  groups: {
    personal: 'Personal',
    workspace: 'Espacio de trabajo',
  },
  sections: {
    profile: 'Perfil',
    privacy: 'Privacidad y seguridad',
    personalApiTokens: 'Tokens de API personales',
    account: 'Configuración de la cuenta',
    users: 'Usuarios',
    groups: 'Grupos',
    security: 'Seguridad',
    sso: 'Inicio de sesión único',
    audits: 'Registros de auditoría',
    webhooks: 'Webhooks',
    apiTokens: 'Tokens de API',
    roles: 'Roles',
    subscriptions: 'Suscripciones',
    allAccounts: 'Todas las cuentas',
    usage: 'Uso',
    provisioning: 'Aprovisionamiento',
    applications: 'Aplicaciones',
    reports: 'Informes',
  },
  loading: 'Cargando',
  loadingSection: 'Cargando {section}',
  noAccess: {
    title: 'No tienes acceso a esta página',
    description: 'Tu rol no incluye {section}. Si lo necesitas, pídeselo a un administrador de tu cuenta.',
  },
  notAllowed: {
    title: 'No puedes abrir esta página',
    description: '{section} requiere un permiso que tu rol no incluye. Si necesitas esta página, pídeselo a un administrador de tu cuenta.',
    missing: 'Permiso que falta: {permissions}',
    or: ' o ',
  },
  notFound: {
    title: 'No se ha encontrado la página',
    description: 'No hay ninguna página de administración en esta dirección. Puede que se haya escrito mal o que la página no esté disponible para tu cuenta.',
  },
  empty: {
    title: 'Aún no hay nada que administrar',
    description: 'Tu cuenta no te da acceso a ninguna página de administración. Si necesitas alguna, pídeselo a un administrador de tu cuenta.',
  },
  signedOut: {
    title: 'Inicia sesión para continuar',
    description: 'El portal de administración es para los miembros de una cuenta que han iniciado sesión.',
    signIn: 'Iniciar sesión',
  },
  failed: {
    title: 'No se ha cargado esta página',
    description: 'Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
  },
  dialogsFailed: {
    title: 'No se ha cargado este cuadro de diálogo',
    description: 'Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
  },
  actionsFailed: 'No se han cargado las acciones. Inténtalo de nuevo.',
  backTo: 'Ir a {section}',
}

export default es
