import type { Translation } from '../../../../i18n/translation'
import type { defaultApplicationsMessages } from '../../applicationsMessages'

const pl: Translation<typeof defaultApplicationsMessages> = {
  description: 'Aplikacje Twojego konta i osoby, które mogą z nich korzystać. Aplikacje dostępne dla wszystkich nie wymagają przypisania.',
  readOnly: 'Możesz sprawdzać, kto może korzystać z poszczególnych aplikacji, ale nie możesz tego zmieniać.',
  tableLabel: 'Aplikacje',
  empty: 'To konto nie ma żadnych aplikacji.',
  loadFailed: 'Nie udało się wczytać aplikacji konta.',
  retry: 'Spróbuj ponownie',
  columns: { name: 'Aplikacja', access: 'Kto może korzystać' },
  everyone: 'Dostępna dla wszystkich',
  assignedNone: 'Brak przypisanych użytkowników',
  assignedOne: '1 przypisany użytkownik',
  assignedMany: 'Przypisani użytkownicy: {count}',
  assignedUsers: 'Użytkownicy przypisani do aplikacji {app}',
  showAll: 'Pokaż wszystkich ({count})',
  showFewer: 'Pokaż mniej',
  assignFor: 'Przypisz użytkownika do aplikacji {app}',
  assign: 'Przypisz użytkownika',
  unassignFor: 'Cofnij przypisanie użytkownika {user} do aplikacji {app}',
  unassign: 'Cofnij przypisanie',
  assignDialog: {
    title: 'Przypisz użytkownika do aplikacji {app}',
    user: 'Użytkownik',
    userPlaceholder: 'Wybierz użytkownika',
    userHint: 'Po przypisaniu użytkownik będzie mógł korzystać z aplikacji {app}.',
    userMissing: 'Wybierz użytkownika do przypisania.',
    nobody: 'Wszyscy użytkownicy konta mają już tę aplikację.',
    usersFailed: 'Nie udało się wczytać użytkowników konta, więc nie można nikogo wybrać.',
    submit: 'Przypisz',
    pending: 'Przypisywanie',
    cancel: 'Anuluj',
    failed: 'Nie przypisano użytkownika.',
  },
  unassignDialog: {
    title: 'Cofnąć przypisanie użytkownika {user} do aplikacji {app}?',
    description: 'Użytkownik nie będzie mógł korzystać z aplikacji {app}, dopóki nie zostanie ponownie przypisany.',
    confirm: 'Cofnij przypisanie',
    pending: 'Cofanie przypisania',
    cancel: 'Anuluj',
    failed: 'Nie cofnięto przypisania użytkownika.',
  },
  done: { assigned: 'Użytkownik {user} może teraz korzystać z aplikacji {app}.', unassigned: 'Użytkownik {user} nie może już korzystać z aplikacji {app}.' },
}

export default pl
