import type { Translation } from '../../../i18n/translation'
import type { defaultResetPhoneNumberMessages } from '../../resetPhoneNumberMessages'

const fr: Translation<typeof defaultResetPhoneNumberMessages> = {
  request: {
    title: 'Réinitialiser votre numéro de téléphone',
    description: "Vous avez perdu le téléphone avec lequel vous vous connectez ? Saisissez l'e-mail de votre compte : nous vous enverrons un code par e-mail pour définir un nouveau numéro.",
    emailLabel: 'E-mail',
    submit: "M'envoyer un code par e-mail",
  },
  verify: {
    title: 'Consultez vos e-mails',
    description: 'Si un compte existe pour {email}, nous lui avons envoyé un code à 6 chiffres.',
    codeLabel: 'Code reçu par e-mail',
    submit: 'Vérifier',
    resend: 'Envoyer un nouveau code',
    resent: 'Nous avons envoyé un nouveau code.',
    back: 'Utiliser une autre adresse',
  },
  change: {
    title: 'Saisissez votre nouveau numéro de téléphone',
    description: 'Vos codes de connexion seront désormais envoyés par SMS à ce numéro.',
    phoneLabel: 'Nouveau numéro de téléphone',
    phoneDescription: "Indiquez l'indicatif du pays, par exemple +33 6 12 34 56 78.",
    submit: 'Changer de numéro de téléphone',
    changed: 'Votre numéro de téléphone est désormais le {phone}. Redirection vers la connexion.',
    startAgain: 'Recommencer',
  },
  backToLogin: 'Retour à la connexion',
  sending: 'Envoi en cours',
  verifying: 'Vérification en cours',
  changing: 'Modification en cours',
}

export default fr
