/**
 * French (fr) catalogues: the glossary every file under locales/fr/ follows. Register: "vous",
 * infinitive for buttons ("Enregistrer"), sentence case. Straight apostrophes; « » with narrow
 * no-break spaces; a narrow no-break space before ? ! ; and a no-break space before :.
 *
 *   sign in / sign out ............ se connecter, connexion / se déconnecter, déconnexion
 *   sign up ....................... s'inscrire, inscription
 *   passkey ....................... clé d'accès
 *   security key .................. clé de sécurité
 *   two-factor authentication ..... authentification à deux facteurs
 *   multi-factor authentication ... authentification multifacteur (MFA)
 *   authenticator app ............. application d'authentification
 *   one-time code ................. code à usage unique (the code: « code »)
 *   recovery code ................. code de récupération
 *   single sign-on (SSO) .......... authentification unique (SSO)
 *   identity provider (IdP) ....... fournisseur d'identité
 *   account (tenant) .............. compte ; organisation = organisation ; tenant = locataire
 *   user / member ................. utilisateur / membre
 *   role / permission / group ..... rôle / autorisation / groupe
 *   session ....................... session
 *   API token ..................... jeton d'API
 *   audit log ..................... journal d'audit
 *   email ......................... e-mail, adresse e-mail
 *   invite / invitation ........... inviter / invitation
 *   billing / plan / invoice ...... facturation / forfait / facture
 *   directory sync ................ synchronisation d'annuaire
 *   verify ........................ vérifier ; confirm = confirmer
 *   revoke ........................ révoquer
 */
import type { Translation } from '../../translation'
import type { defaultMessages } from '../../messages'

const fr: Translation<typeof defaultMessages> = {
  errors: {
    network: "Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.",
    timeout: 'Le serveur a mis trop de temps à répondre. Vérifiez votre connexion et réessayez.',
    malformed: 'Le serveur a renvoyé une réponse illisible. Veuillez réessayer.',
    unknown: "Une erreur s'est produite. Veuillez réessayer.",
    emailRequired: 'Saisissez votre adresse e-mail.',
    invalidEmail: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    passwordRequired: 'Saisissez votre mot de passe.',
    unsupportedStrategy: "Cette méthode de connexion n'est pas disponible ici.",
    invalidOneTimeCode: 'Saisissez le code à 6 chiffres que nous vous avons envoyé.',
    breachedPassword: 'Ce mot de passe figure dans une fuite de données. Réinitialisez-le pour vous connecter.',
    passkeyCancelled: "La demande de clé d'accès a été annulée ou a expiré. Vous pouvez réessayer.",
    ceremonyAborted: "Demande de clé d'accès annulée.",
    webauthnUnsupported: "Ce navigateur ne prend pas en charge les clés d'accès.",
    passkeyAlreadyRegistered: "Cet appareil dispose déjà d'une clé d'accès pour votre compte.",
    passkeyFailed: "Impossible d'utiliser votre clé d'accès. Veuillez réessayer.",
    ssoAddressRefused: "L'adresse d'authentification unique de votre organisation n'est pas valide : impossible de vous y rediriger. Contactez votre administrateur.",
    ssoFailed: "Impossible d'ouvrir la page de connexion de votre organisation. Veuillez réessayer.",
    signInNotStarted: "Cette connexion n'a pas été lancée dans ce navigateur, ou elle a déjà été utilisée. Recommencez depuis la page de connexion.",
    socialLoginNotStarted: 'Impossible de lancer cette connexion dans ce navigateur. Réessayez ou choisissez un autre moyen.',
    stateMismatch: 'Cette réponse de la page de connexion ne correspond pas à la connexion lancée dans ce navigateur. Reconnectez-vous.',
    missingCode: "La page de connexion n'a renvoyé aucun code de connexion. Reconnectez-vous.",
    tokenRefused: "Votre connexion n'a pas pu aboutir : le service de connexion l'a refusée. Reconnectez-vous.",
    invalidResponse: "Le service de connexion a renvoyé une réponse que nous n'avons pas pu vérifier. Reconnectez-vous.",
  },
  controls: {
    loading: 'Chargement',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    clearSearch: 'Effacer la recherche',
    remove: 'Retirer',
    showAll: 'Tout afficher',
    actionsFailed: "Les actions n'ont pas pu être chargées. Réessayez.",
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    pageStatus: 'Page {page} sur {total}',
  },
  signedIn: { title: 'Vous êtes connecté', description: 'Connecté en tant que {email}', signOut: 'Se déconnecter' },
  vendor: {
    securedBy: 'Sécurisé par Gatehouse',
  },
  session: {
    restoring: { title: 'Vérification de votre session', description: 'Un instant, nous vérifions si vous êtes connecté.' },
    signingOut: { title: 'Déconnexion en cours', description: 'Fermeture de votre session sur cet appareil.' },
  },
  login: {
    stepLoading: { title: 'Un instant', description: "Chargement de l'étape suivante." },
    stepFailed: {
      title: "Cette étape n'a pas pu se charger",
      description: "Impossible de charger l'étape suivante de la connexion. Vérifiez votre connexion et réessayez.",
      retry: 'Réessayer',
    },
    emailStep: {
      title: 'Connexion',
      description: 'Saisissez votre e-mail professionnel pour continuer.',
      emailLabel: 'E-mail',
      submit: 'Continuer',
    },
    redirectToSSO: {
      title: "Redirection vers l'authentification unique",
      description: "Votre organisation vous connecte via son fournisseur d'identité. Redirection en cours.",
      cancel: 'Utiliser une autre adresse',
    },
    success: {
      title: 'Vous êtes connecté',
      description: 'Redirection vers votre application.',
    },
    pending: 'Connexion en cours',
  },
  social: {
    divider: 'ou',
    continueWith: 'Continuer avec {provider}',
    listLabel: 'Se connecter avec un autre compte',
  },
  callback: {
    verifying: {
      title: 'Connexion en cours',
      description: 'Vérification de la réponse de votre fournisseur de connexion.',
      magicLinkDescription: 'Vérification de votre lien de connexion.',
    },
    failed: {
      title: 'Impossible de vous connecter',
      leaving: 'Vous allez être redirigé dans un instant.',
      backToLogin: 'Retour à la connexion',
    },
    twoFactor: {
      title: 'Encore une étape',
      description: 'Votre compte exige un second facteur. Redirection en cours.',
    },
  },
  passkeys: {
    signIn: "Se connecter avec une clé d'accès",
    waiting: "En attente de votre clé d'accès",
    cancel: 'Annuler',
    prompt: {
      title: "Connectez-vous plus vite avec une clé d'accès",
      description: "La prochaine fois, utilisez votre empreinte digitale, votre visage ou le verrouillage de l'écran au lieu d'un mot de passe.",
      create: "Créer une clé d'accès",
      creating: "Création de votre clé d'accès",
      notNow: 'Plus tard',
      dontShowAgain: 'Ne plus afficher',
    },
  },
}

export default fr
