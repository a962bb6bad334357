import type { Translation } from '../../../i18n/translation'
import type { defaultResetPhoneNumberMessages } from '../../resetPhoneNumberMessages'

const nl: Translation<typeof defaultResetPhoneNumberMessages> = {
  request: {
    title: 'Uw telefoonnummer opnieuw instellen',
    description: 'Bent u de telefoon kwijt waarmee u zich aanmeldt? Voer het e-mailadres van uw account in, dan e-mailen we u een code om een nieuw nummer in te stellen.',
    emailLabel: 'E-mailadres',
    submit: 'Code per e-mail ontvangen',
  },
  verify: {
    title: 'Controleer uw e-mail',
    description: 'Als er een account voor {email} bestaat, hebben we daar een zescijferige code naartoe gestuurd.',
    codeLabel: 'Code uit de e-mail',
    submit: 'Verifiëren',
    resend: 'Nieuwe code versturen',
    resent: 'We hebben een nieuwe code gestuurd.',
    back: 'Ander e-mailadres gebruiken',
  },
  change: {
    title: 'Voer uw nieuwe telefoonnummer in',
    description: 'Vanaf nu sturen we uw aanmeldcodes per sms naar dit nummer.',
    phoneLabel: 'Nieuw telefoonnummer',
    phoneDescription: 'Vermeld de landcode, zoals +31 6 12345678.',
    submit: 'Telefoonnummer wijzigen',
    changed: 'Uw telefoonnummer is nu {phone}. U gaat naar aanmelden.',
    startAgain: 'Opnieuw beginnen',
  },
  backToLogin: 'Terug naar aanmelden',
  sending: 'Versturen',
  verifying: 'Verifiëren',
  changing: 'Wijzigen',
}

export default nl
