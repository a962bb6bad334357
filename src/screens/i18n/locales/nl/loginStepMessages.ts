import type { Translation } from '../../translation'
import type { defaultLoginStepMessages } from '../../loginStepMessages'

const nl: Translation<typeof defaultLoginStepMessages> = {
  passwordStep: {
    title: 'Voer uw wachtwoord in',
    signingInAs: 'Aanmelden als',
    changeEmail: 'Ander e-mailadres gebruiken',
    passwordLabel: 'Wachtwoord',
    showPassword: 'Wachtwoord weergeven',
    hidePassword: 'Wachtwoord verbergen',
    forgotPassword: 'Wachtwoord vergeten?',
    submit: 'Aanmelden',
  },
  quickLogin: {
    title: 'Volgende keer sneller aanmelden',
    description: 'Voeg uw telefoon toe, dan sturen we u een sms met een code om u aan te melden, zonder wachtwoord.',
    phoneLabel: 'Telefoonnummer',
    phoneDescription: 'Vermeld de landcode, zoals +31 6 12345678.',
    sendCode: 'Code per sms ontvangen',
    codeTitle: 'Voer de code uit de sms in',
    codeDescription: 'We hebben een zescijferige code naar {phone} gestuurd.',
    codeLabel: 'Code',
    verify: 'Telefoon toevoegen',
    changePhone: 'Ander nummer gebruiken',
    notNow: 'Niet nu',
  },
  breachedPassword: {
    title: 'Uw wachtwoord moet worden gewijzigd',
    description: 'Het wachtwoord voor {email} is uitgelekt bij een datalek op een andere site. Stel een nieuw wachtwoord in voordat u zich aanmeldt, zodat uw account veilig blijft.',
    submit: 'Herstellink per e-mail ontvangen',
    pending: 'Versturen',
    back: 'Ander e-mailadres gebruiken',
  },
  breachedPasswordSuccess: {
    title: 'Controleer uw e-mail',
    description: 'We hebben een link om een nieuw wachtwoord in te stellen naar {email} gestuurd. Meld u opnieuw aan zodra het is gewijzigd.',
    back: 'Terug naar aanmelden',
  },
  magicLink: {
    title: 'Controleer uw e-mail',
    description: 'We hebben een aanmeldlink naar {email} gestuurd. Open deze op dit apparaat om door te gaan.',
    resent: 'We hebben een nieuwe link gestuurd.',
    resend: 'Nieuwe link versturen',
    back: 'Ander e-mailadres gebruiken',
  },
  oneTimeCode: {
    title: 'Voer de code uit de e-mail in',
    description: 'We hebben een zescijferige code naar {email} gestuurd.',
    smsTitle: 'Voer de code uit de sms in',
    smsDescription: 'We hebben een zescijferige code naar {phone} gestuurd.',
    smsDescriptionNoPhone: 'We hebben een zescijferige code gestuurd naar het telefoonnummer van uw account.',
    codeLabel: 'Code',
    resent: 'We hebben een nieuwe code gestuurd.',
    resend: 'Nieuwe code versturen',
    submit: 'Aanmelden',
    back: 'Ander e-mailadres gebruiken',
    lostPhone: 'Geen toegang meer tot deze telefoon?',
  },
}

export default nl
