import type { Translation } from '../../../../i18n/translation'
import type { defaultApplicationsMessages } from '../../applicationsMessages'

const fr: Translation<typeof defaultApplicationsMessages> = {
  description: "Les applications de votre compte et les personnes autorisées à les utiliser. Les applications accessibles à tous ne nécessitent aucune attribution.",
  readOnly: "Vous pouvez voir qui peut utiliser chaque application, mais pas le modifier.",
  tableLabel: 'Applications',
  empty: "Ce compte n'a aucune application.",
  loadFailed: "Les applications du compte n'ont pas pu se charger.",
  retry: 'Réessayer',
  columns: { name: 'Application', access: 'Utilisateurs autorisés' },
  everyone: 'Accessible à tous',
  assignedNone: 'Aucun utilisateur attribué',
  assignedOne: '1 utilisateur attribué',
  assignedMany: '{count} utilisateurs attribués',
  assignedUsers: 'Utilisateurs attribués à {app}',
  showAll: 'Afficher les {count}',
  showFewer: 'Afficher moins',
  assignFor: 'Attribuer un utilisateur à {app}',
  assign: 'Attribuer un utilisateur',
  unassignFor: "Annuler l'attribution de {app} à {user}",
  unassign: "Annuler l'attribution",
  assignDialog: {
    title: 'Attribuer un utilisateur à {app}',
    user: 'Utilisateur',
    userPlaceholder: 'Choisissez un utilisateur',
    userHint: "Il pourra utiliser {app} une fois l'attribution faite.",
    userMissing: "Choisissez l'utilisateur à attribuer.",
    nobody: 'Tous les utilisateurs du compte disposent déjà de cette application.',
    usersFailed: "Les utilisateurs du compte n'ont pas pu se charger : impossible d'en choisir un.",
    submit: 'Attribuer',
    pending: 'Attribution en cours',
    cancel: 'Annuler',
    failed: "L'utilisateur n'a pas été attribué.",
  },
  unassignDialog: {
    title: "Annuler l'attribution de {app} à {user} ?",
    description: "Cet utilisateur ne pourra plus utiliser {app}, sauf nouvelle attribution.",
    confirm: "Annuler l'attribution",
    pending: 'Annulation en cours',
    cancel: 'Annuler',
    failed: "L'attribution n'a pas été annulée.",
  },
  done: { assigned: '{user} peut désormais utiliser {app}.', unassigned: '{user} ne peut plus utiliser {app}.' },
}

export default fr
