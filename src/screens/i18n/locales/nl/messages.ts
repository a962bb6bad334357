/**
 * Dutch (nl) glossary — use these terms in every nl catalogue. Register: formal "u"/"uw", as
 * Microsoft and Okta use; buttons in the infinitive ("Opnieuw proberen", "Annuleren").
 *
 *   sign in / sign out          → aanmelden / afmelden (sign-in → aanmelding)
 *   sign up                     → registreren (sign-up → registratie)
 *   single sign-on (SSO)        → eenmalige aanmelding (SSO)
 *   identity provider           → identiteitsprovider
 *   passkey                     → toegangssleutel
 *   security key                → beveiligingssleutel
 *   two-factor authentication   → tweestapsverificatie
 *   multi-factor authentication → meervoudige verificatie (MFA)
 *   second factor               → tweede verificatiestap
 *   authenticator app           → authenticator-app
 *   one-time code               → eenmalige code; recovery code → herstelcode
 *   tenant / account            → account (organisation → organisatie)
 *   user / member               → gebruiker / lid
 *   role / permission / group   → rol / machtiging / groep
 *   session                     → sessie
 *   API token                   → API-token
 *   audit log                   → auditlogboek
 *   impersonate                 → imiteren (impersonation → imitatie)
 *   email (address)             → e-mail(adres); text message → sms
 *   settings / policy           → instellingen / beleid
 */
import type { Translation } from '../../translation'
import type { defaultMessages } from '../../messages'

const nl: Translation<typeof defaultMessages> = {
  errors: {
    network: 'We kunnen de server niet bereiken. Controleer uw verbinding en probeer het opnieuw.',
    timeout: 'De server reageerde niet op tijd. Controleer uw verbinding en probeer het opnieuw.',
    malformed: 'De server stuurde een antwoord dat we niet kunnen lezen. Probeer het opnieuw.',
    unknown: 'Er is iets misgegaan. Probeer het opnieuw.',
    emailRequired: 'Voer uw e-mailadres in.',
    invalidEmail: 'Voer een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
    passwordRequired: 'Voer uw wachtwoord in.',
    unsupportedStrategy: 'Deze aanmeldmethode is hier niet beschikbaar.',
    invalidOneTimeCode: 'Voer de zescijferige code in die we u hebben gestuurd.',
    breachedPassword: 'Dit wachtwoord is bij een datalek uitgelekt. Stel het opnieuw in om u aan te melden.',
    passkeyCancelled: 'De aanvraag voor de toegangssleutel is geannuleerd of verlopen. U kunt het opnieuw proberen.',
    ceremonyAborted: 'Aanvraag voor de toegangssleutel geannuleerd.',
    webauthnUnsupported: 'Deze browser ondersteunt geen toegangssleutels.',
    passkeyAlreadyRegistered: 'Dit apparaat heeft al een toegangssleutel voor uw account.',
    passkeyFailed: 'We konden uw toegangssleutel niet gebruiken. Probeer het opnieuw.',
    ssoAddressRefused: 'Het adres voor eenmalige aanmelding van uw organisatie is ongeldig, dus we kunnen u daar niet naartoe sturen. Neem contact op met uw beheerder.',
    ssoFailed: 'We konden de aanmeldpagina van uw organisatie niet openen. Probeer het opnieuw.',
    signInNotStarted: 'Deze aanmelding is niet in deze browser gestart of is al gebruikt. Begin opnieuw op de aanmeldpagina.',
    socialLoginNotStarted: 'We konden deze aanmelding niet starten in deze browser. Probeer het opnieuw of kies een andere manier.',
    stateMismatch: 'Dit antwoord van de aanmeldpagina hoort niet bij de aanmelding die in deze browser is gestart. Meld u opnieuw aan.',
    missingCode: 'De aanmeldpagina heeft geen aanmeldcode teruggestuurd. Meld u opnieuw aan.',
    tokenRefused: 'Uw aanmelding kon niet worden voltooid: de aanmeldservice heeft deze geweigerd. Meld u opnieuw aan.',
    invalidResponse: 'De aanmeldservice stuurde een antwoord dat we niet konden verifiëren. Meld u opnieuw aan.',
  },
  controls: {
    loading: 'Laden',
    showPassword: 'Wachtwoord weergeven',
    hidePassword: 'Wachtwoord verbergen',
    clearSearch: 'Zoekopdracht wissen',
    remove: 'Verwijderen',
    showAll: 'Alles weergeven',
    actionsFailed: 'De acties zijn niet geladen. Probeer het opnieuw.',
    previousPage: 'Vorige pagina',
    nextPage: 'Volgende pagina',
    pageStatus: 'Pagina {page} van {total}',
  },
  signedIn: { title: 'U bent aangemeld', description: 'Aangemeld als {email}', signOut: 'Afmelden' },
  vendor: {
    securedBy: 'Beveiligd door Gatehouse',
  },
  session: {
    restoring: { title: 'Uw sessie controleren', description: 'Een moment, we controleren of u bent aangemeld.' },
    signingOut: { title: 'U wordt afgemeld', description: 'Uw sessie op dit apparaat wordt beëindigd.' },
  },
  login: {
    stepLoading: { title: 'Een moment', description: 'De volgende stap wordt geladen.' },
    stepFailed: {
      title: 'Deze stap is niet geladen',
      description: 'We konden de volgende aanmeldstap niet laden. Controleer uw verbinding en probeer het opnieuw.',
      retry: 'Opnieuw proberen',
    },
    emailStep: {
      title: 'Aanmelden',
      description: 'Voer uw zakelijke e-mailadres in om door te gaan.',
      emailLabel: 'E-mailadres',
      submit: 'Doorgaan',
    },
    redirectToSSO: {
      title: 'Doorsturen naar eenmalige aanmelding',
      description: 'Uw organisatie meldt u aan via haar identiteitsprovider. U wordt nu doorgestuurd.',
      cancel: 'Ander e-mailadres gebruiken',
    },
    success: {
      title: 'U bent aangemeld',
      description: 'U gaat naar uw app.',
    },
    pending: 'Aanmelden',
  },
  social: {
    divider: 'of',
    continueWith: 'Doorgaan met {provider}',
    listLabel: 'Aanmelden met een ander account',
  },
  callback: {
    verifying: {
      title: 'U wordt aangemeld',
      description: 'Het antwoord van uw aanmeldprovider wordt gecontroleerd.',
      magicLinkDescription: 'Uw aanmeldlink wordt gecontroleerd.',
    },
    failed: {
      title: 'We konden u niet aanmelden',
      leaving: 'U gaat zo terug.',
      backToLogin: 'Terug naar aanmelden',
    },
    twoFactor: {
      title: 'Nog één stap',
      description: 'Voor uw account is een tweede verificatiestap nodig. U wordt doorgestuurd.',
    },
  },
  passkeys: {
    signIn: 'Aanmelden met een toegangssleutel',
    waiting: 'Wachten op uw toegangssleutel',
    cancel: 'Annuleren',
    prompt: {
      title: 'Sneller aanmelden met een toegangssleutel',
      description: 'Gebruik voortaan uw vingerafdruk, gezicht of schermvergrendeling in plaats van een wachtwoord.',
      create: 'Toegangssleutel maken',
      creating: 'Uw toegangssleutel wordt gemaakt',
      notNow: 'Niet nu',
      dontShowAgain: 'Niet meer weergeven',
    },
  },
}

export default nl
