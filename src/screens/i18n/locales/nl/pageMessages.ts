import type { Translation } from '../../translation'
import type { defaultPageMessages } from '../../pageMessages'

const nl: Translation<typeof defaultPageMessages> = {
  stepUp: {
    generating: {
      title: 'Uw sessie controleren',
      description: 'Een moment, we kijken of u deze opnieuw moet verifiëren.',
    },
    notEnrolled: {
      title: 'Stel eerst tweestapsverificatie in',
      description: 'Voor deze actie is een tweede verificatiestap nodig, maar uw account heeft nog geen authenticator-app, telefoon of beveiligingssleutel.',
      setUp: 'Tweestapsverificatie instellen',
      cancel: 'Teruggaan',
    },
    signingOut: {
      title: 'U wordt opnieuw aangemeld',
      description: 'U moet zich opnieuw aanmelden voordat u verdergaat.',
    },
    success: {
      title: 'Geverifieerd',
      description: 'U gaat terug.',
    },
    gate: {
      title: 'Bevestig dat u het bent',
      description: 'Voor dit onderdeel is een recente tweestapsverificatie nodig.',
      verify: 'Verifiëren',
    },
  },
  forgotPassword: {
    title: 'Uw wachtwoord opnieuw instellen',
    description: 'Voer het e-mailadres van uw account in, dan sturen we u een link om uw wachtwoord opnieuw in te stellen.',
    emailLabel: 'E-mailadres',
    submit: 'Herstellink versturen',
    backToLogin: 'Terug naar aanmelden',
    unknownError: 'Er is een onbekende fout opgetreden',
    success: {
      title: 'Controleer uw e-mail',
      description: 'Als er een account voor {email} bestaat, is er een link onderweg om het wachtwoord opnieuw in te stellen.',
      resend: 'Naar een ander e-mailadres versturen',
    },
    pending: 'Versturen',
  },
  hosted: {
    checkingSession: { title: 'Uw sessie controleren', description: 'Een moment, we kijken of u nog bent aangemeld.' },
    redirecting: { title: 'U gaat naar aanmelden', description: 'De aanmeldpagina wordt geopend.' },
    stepUp: { title: 'Verifiëren dat u het bent', description: 'De aanmeldpagina wordt geopend om uw identiteit te bevestigen.' },
    exchanging: { title: 'U wordt aangemeld', description: 'Uw aanmelding wordt voltooid.' },
    failed: { title: 'We konden u niet aanmelden', retry: 'Opnieuw aanmelden' },
    startFailed: { title: 'We konden de aanmeldpagina niet openen', retry: 'Opnieuw proberen' },
    signingOut: { title: 'U wordt afgemeld', description: 'Uw sessie wordt beëindigd.' },
  },
}

export default nl
