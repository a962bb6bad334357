import type { Translation } from '../../../i18n/translation'
import type { defaultAdminMessages } from '../../adminMessages'

const pl: Translation<typeof defaultAdminMessages> = {
  navigationLabel: 'Portal administracyjny',
  groups: {
    personal: 'Osobiste',
    workspace: 'Obszar roboczy',
  },
  sections: {
    profile: 'Profil',
    privacy: 'Prywatność i bezpieczeństwo',
    personalApiTokens: 'Osobiste tokeny API',
    account: 'Ustawienia konta',
    users: 'Użytkownicy',
    groups: 'Grupy',
    security: 'Bezpieczeństwo',
    sso: 'Logowanie jednokrotne',
    audits: 'Dzienniki audytu',
    webhooks: 'Webhooki',
    apiTokens: 'Tokeny API',
    roles: 'Role',
    subscriptions: 'Subskrypcje',
    allAccounts: 'Wszystkie konta',
    usage: 'Użycie',
    provisioning: 'Aprowizacja',
    applications: 'Aplikacje',
    reports: 'Raporty',
  },
  loading: 'Wczytywanie',
  loadingSection: 'Wczytywanie sekcji {section}',
  noAccess: {
    title: 'Nie masz dostępu do tej strony',
    description: 'Twoja rola nie obejmuje sekcji {section}. Jeśli jej potrzebujesz, poproś administratora konta.',
  },
  notAllowed: {
    title: 'Nie możesz otworzyć tej strony',
    description: 'Sekcja {section} wymaga uprawnienia, którego nie obejmuje Twoja rola. Jeśli potrzebujesz tej strony, poproś o nie administratora konta.',
    missing: 'Brakujące uprawnienie: {permissions}',
    or: ' lub ',
  },
  notFound: {
    title: 'Nie znaleziono strony',
    description: 'Pod tym adresem nie ma strony administracyjnej. Adres mógł zostać błędnie wpisany lub strona nie jest dostępna dla Twojego konta.',
  },
  empty: {
    title: 'Nie ma jeszcze czym zarządzać',
    description: 'Twoje konto nie daje Ci dostępu do żadnych stron administracyjnych. Jeśli potrzebujesz dostępu, poproś administratora konta.',
  },
  signedOut: {
    title: 'Zaloguj się, aby kontynuować',
    description: 'Portal administracyjny jest przeznaczony dla zalogowanych członków konta.',
    signIn: 'Zaloguj się',
  },
  failed: {
    title: 'Nie udało się wczytać tej strony',
    description: 'Sprawdź połączenie i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
  },
  dialogsFailed: {
    title: 'Nie udało się wczytać tego okna dialogowego',
    description: 'Sprawdź połączenie i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
  },
  actionsFailed: 'Nie udało się wczytać akcji. Spróbuj ponownie.',
  backTo: 'Przejdź do sekcji {section}',
}

export default pl
