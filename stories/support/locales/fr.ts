import type { MessagesOverride } from '../../../src/screens'

/**
 * A small French locale module, loaded lazily by the locale stories: the email and password steps,
 * the errors they show, and the admin portal's navigation label, laid over the built-in French.
 */
const fr: MessagesOverride = {
  errors: {
    emailRequired: 'Saisissez votre adresse e-mail.',
    invalidEmail: 'Saisissez une adresse e-mail valide, comme nom@exemple.fr.',
    passwordRequired: 'Saisissez votre mot de passe.',
  },
  login: {
    stepLoading: { title: 'Un instant', description: "Chargement de l'étape suivante." },
    emailStep: {
      title: 'Connexion',
      description: 'Saisissez votre e-mail professionnel pour continuer.',
      emailLabel: 'E-mail',
      submit: 'Continuer',
    },
    passwordStep: {
      title: 'Saisissez votre mot de passe',
      signingInAs: 'Connexion en tant que',
      changeEmail: 'Utiliser une autre adresse',
      passwordLabel: 'Mot de passe',
      showPassword: 'Afficher le mot de passe',
      hidePassword: 'Masquer le mot de passe',
      forgotPassword: 'Mot de passe oublié ?',
      submit: 'Se connecter',
    },
  },
  admin: { navigationLabel: "Portail d'administration" },
}

export default fr
