import type { Translation } from '../../../i18n/translation'
import type { defaultAdminMessages } from '../../adminMessages'

const nl: Translation<typeof defaultAdminMessages> = {
  navigationLabel: 'Beheerportal',
  groups: {
    personal: 'Persoonlijk',
    workspace: 'Werkruimte',
  },
  sections: {
    profile: 'Profiel',
    privacy: 'Privacy en beveiliging',
    personalApiTokens: 'Persoonlijke API-tokens',
    account: 'Accountinstellingen',
    users: 'Gebruikers',
    groups: 'Groepen',
    security: 'Beveiliging',
    sso: 'Eenmalige aanmelding',
    audits: 'Auditlogboeken',
    webhooks: 'Webhooks',
    apiTokens: 'API-tokens',
    roles: 'Rollen',
    subscriptions: 'Abonnementen',
    allAccounts: 'Alle accounts',
    usage: 'Gebruik',
    provisioning: 'Inrichting',
    applications: 'Toepassingen',
    reports: 'Rapporten',
  },
  loading: 'Laden',
  loadingSection: '{section} laden',
  noAccess: {
    title: 'U hebt geen toegang tot deze pagina',
    description: 'Uw rol omvat geen toegang tot {section}. Vraag een beheerder van uw account als u dit nodig hebt.',
  },
  notAllowed: {
    title: 'U kunt deze pagina niet openen',
    description: 'Voor {section} is een machtiging nodig die uw rol niet heeft. Vraag een beheerder van uw account erom als u deze pagina nodig hebt.',
    missing: 'Ontbrekende machtiging: {permissions}',
    or: ' of ',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    description: 'Er is geen beheerpagina op dit adres. Mogelijk is het adres verkeerd getypt, of is de pagina niet beschikbaar voor uw account.',
  },
  empty: {
    title: 'Nog niets te beheren',
    description: 'Uw account geeft u geen toegang tot beheerpagina’s. Vraag een beheerder van uw account als u er een nodig hebt.',
  },
  signedOut: {
    title: 'Meld u aan om door te gaan',
    description: 'De beheerportal is voor aangemelde leden van een account.',
    signIn: 'Aanmelden',
  },
  failed: {
    title: 'Deze pagina is niet geladen',
    description: 'Controleer uw verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
  },
  dialogsFailed: {
    title: 'Dit dialoogvenster is niet geladen',
    description: 'Controleer uw verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
  },
  actionsFailed: 'De acties zijn niet geladen. Probeer het opnieuw.',
  backTo: 'Naar {section}',
}

export default nl
