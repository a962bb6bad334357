import type { Translation } from '../../translation'
import type { defaultLoginStepMessages } from '../../loginStepMessages'

const fr: Translation<typeof defaultLoginStepMessages> = {
  passwordStep: {
    title: 'Saisissez votre mot de passe',
    signingInAs: 'Connexion en tant que',
    changeEmail: 'Utiliser une autre adresse',
    passwordLabel: 'Mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    forgotPassword: 'Mot de passe oublié ?',
    submit: 'Se connecter',
  },
  quickLogin: {
    title: 'Connectez-vous plus vite la prochaine fois',
    description: 'Ajoutez votre téléphone : nous vous enverrons un code par SMS pour vous connecter, sans mot de passe.',
    phoneLabel: 'Numéro de téléphone',
    phoneDescription: "Indiquez l'indicatif du pays, par exemple +33 6 12 34 56 78.",
    sendCode: 'Recevoir un code par SMS',
    codeTitle: 'Saisissez le code reçu par SMS',
    codeDescription: 'Nous avons envoyé un code à 6 chiffres au {phone}.',
    codeLabel: 'Code',
    verify: 'Ajouter le téléphone',
    changePhone: 'Utiliser un autre numéro',
    notNow: 'Plus tard',
  },
  breachedPassword: {
    title: 'Vous devez changer de mot de passe',
    description: 'Le mot de passe de {email} figure dans une fuite de données sur un autre site. Pour protéger votre compte, définissez-en un nouveau avant de vous connecter.',
    submit: "M'envoyer un lien de réinitialisation",
    pending: 'Envoi en cours',
    back: 'Utiliser une autre adresse',
  },
  breachedPasswordSuccess: {
    title: 'Consultez vos e-mails',
    description: 'Nous avons envoyé à {email} un lien pour définir un nouveau mot de passe. Reconnectez-vous une fois celui-ci changé.',
    back: 'Retour à la connexion',
  },
  magicLink: {
    title: 'Consultez vos e-mails',
    description: 'Nous avons envoyé un lien de connexion à {email}. Ouvrez-le sur cet appareil pour continuer.',
    resent: 'Nous avons envoyé un nouveau lien.',
    resend: 'Envoyer un nouveau lien',
    back: 'Utiliser une autre adresse',
  },
  oneTimeCode: {
    title: 'Saisissez le code reçu par e-mail',
    description: 'Nous avons envoyé un code à 6 chiffres à {email}.',
    smsTitle: 'Saisissez le code reçu par SMS',
    smsDescription: 'Nous avons envoyé un code à 6 chiffres au {phone}.',
    smsDescriptionNoPhone: 'Nous avons envoyé un code à 6 chiffres au numéro de téléphone associé à votre compte.',
    codeLabel: 'Code',
    resent: 'Nous avons envoyé un nouveau code.',
    resend: 'Envoyer un nouveau code',
    submit: 'Se connecter',
    back: 'Utiliser une autre adresse',
    lostPhone: "Vous n'avez plus accès à ce téléphone ?",
  },
}

export default fr
