import type { Translation } from '../../../i18n/translation'
import type { defaultAdminMessages } from '../../adminMessages'

const fr: Translation<typeof defaultAdminMessages> = {
  navigationLabel: "Portail d'administration",
  groups: {
    personal: 'Personnel',
    workspace: 'Espace de travail',
  },
  sections: {
    profile: 'Profil',
    privacy: 'Confidentialité et sécurité',
    personalApiTokens: "Jetons d'API personnels",
    account: 'Paramètres du compte',
    users: 'Utilisateurs',
    groups: 'Groupes',
    security: 'Sécurité',
    sso: 'Authentification unique',
    audits: "Journaux d'audit",
    webhooks: 'Webhooks',
    apiTokens: "Jetons d'API",
    roles: 'Rôles',
    subscriptions: 'Abonnements',
    allAccounts: 'Tous les comptes',
    usage: 'Utilisation',
    provisioning: 'Provisionnement',
    applications: 'Applications',
    reports: 'Rapports',
  },
  loading: 'Chargement',
  loadingSection: 'Chargement de la page {section}',
  noAccess: {
    title: "Vous n'avez pas accès à cette page",
    description: "Votre rôle n'inclut pas la page {section}. Adressez-vous à un administrateur de votre compte si vous en avez besoin.",
  },
  notAllowed: {
    title: 'Vous ne pouvez pas ouvrir cette page',
    description: "La page {section} exige une autorisation que votre rôle n'inclut pas. Demandez-la à un administrateur de votre compte si vous avez besoin de cette page.",
    missing: 'Autorisation manquante : {permissions}',
    or: ' ou ',
  },
  notFound: {
    title: 'Page introuvable',
    description: "Aucune page d'administration ne se trouve à cette adresse. Elle a peut-être été mal saisie, ou la page n'est pas disponible pour votre compte.",
  },
  empty: {
    title: 'Rien à gérer pour le moment',
    description: "Votre compte ne vous donne accès à aucune page d'administration. Adressez-vous à un administrateur de votre compte si vous en avez besoin.",
  },
  signedOut: {
    title: 'Connectez-vous pour continuer',
    description: "Le portail d'administration est réservé aux membres connectés d'un compte.",
    signIn: 'Se connecter',
  },
  failed: {
    title: "Cette page n'a pas pu se charger",
    description: 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
  },
  dialogsFailed: {
    title: "Cette boîte de dialogue n'a pas pu se charger",
    description: 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
  },
  actionsFailed: "Les actions n'ont pas pu se charger. Réessayez.",
  backTo: 'Aller à la page {section}',
}

export default fr
