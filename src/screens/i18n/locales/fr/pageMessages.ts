import type { Translation } from '../../translation'
import type { defaultPageMessages } from '../../pageMessages'

const fr: Translation<typeof defaultPageMessages> = {
  stepUp: {
    generating: {
      title: 'Vérification de votre session',
      description: 'Un instant, nous vérifions si vous devez la confirmer à nouveau.',
    },
    notEnrolled: {
      title: "Configurez d'abord l'authentification à deux facteurs",
      description: "Cette action exige une seconde étape de vérification, mais votre compte n'a encore ni application d'authentification, ni téléphone, ni clé de sécurité.",
      setUp: "Configurer l'authentification à deux facteurs",
      cancel: 'Retour',
    },
    signingOut: {
      title: 'Nouvelle connexion',
      description: 'Vous devez vous reconnecter avant de continuer.',
    },
    success: {
      title: 'Vérification réussie',
      description: 'Retour en cours.',
    },
    gate: {
      title: "Confirmez qu'il s'agit bien de vous",
      description: 'Cette section exige une vérification à deux facteurs récente.',
      verify: 'Vérifier',
    },
  },
  forgotPassword: {
    title: 'Réinitialiser votre mot de passe',
    description: 'Saisissez l\'e-mail de votre compte : nous vous enverrons un lien pour réinitialiser votre mot de passe.',
    emailLabel: 'E-mail',
    submit: 'Envoyer le lien de réinitialisation',
    backToLogin: 'Retour à la connexion',
    unknownError: "Une erreur inconnue s'est produite",
    success: {
      title: 'Consultez vos e-mails',
      description: 'Si un compte existe pour {email}, un lien pour réinitialiser son mot de passe est en route.',
      resend: 'Envoyer à une autre adresse',
    },
    pending: 'Envoi en cours',
  },
  hosted: {
    checkingSession: { title: 'Vérification de votre session', description: 'Un instant, nous vérifions si vous êtes toujours connecté.' },
    redirecting: { title: 'Redirection vers la connexion', description: 'Ouverture de la page de connexion.' },
    stepUp: { title: "Vérification de votre identité", description: 'Ouverture de la page de connexion pour confirmer votre identité.' },
    exchanging: { title: 'Connexion en cours', description: 'Finalisation de votre connexion.' },
    failed: { title: 'Impossible de vous connecter', retry: 'Se reconnecter' },
    startFailed: { title: "Impossible d'ouvrir la page de connexion", retry: 'Réessayer' },
    signingOut: { title: 'Déconnexion en cours', description: 'Fermeture de votre session.' },
  },
}

export default fr
