import type { Translation } from '../../../../../i18n/translation'
import type { defaultGroupsMessages } from '../../groupsMessages'

const pl: Translation<typeof defaultGroupsMessages> = {
  teamGroups: {
    description: 'Grupa nadaje wszystkim swoim członkom te same role.',
    add: 'Nowa grupa',
    tableLabel: 'Grupy',
    columns: { name: 'Nazwa', color: 'Kolor', description: 'Opis', members: 'Członkowie', roles: 'Role', actions: 'Akcje' },
    noRoles: 'Brak ról',
    empty: 'Nie ma jeszcze żadnych grup.',
    loadFailed: 'Nie udało się wczytać grup.',
    retry: 'Spróbuj ponownie',
    readOnly: 'Możesz wyświetlać grupy, ale nie możesz ich zmieniać.',
    actionsFor: 'Akcje dla: {name}',
    actions: { edit: 'Edytuj szczegóły', members: 'Zarządzaj członkami', roles: 'Zarządzaj rolami', delete: 'Usuń grupę' },
    colors: { indigo: 'Indygo', sky: 'Błękitny', emerald: 'Szmaragdowy', amber: 'Bursztynowy', red: 'Czerwony', violet: 'Fioletowy', pink: 'Różowy', gray: 'Szary' },
    form: {
      createTitle: 'Nowa grupa',
      editTitle: 'Edytuj: {name}',
      name: 'Nazwa',
      description: 'Opis (opcjonalnie)',
      color: 'Kolor',
      roles: 'Role',
      create: 'Utwórz grupę',
      save: 'Zapisz',
      cancel: 'Anuluj',
      creating: 'Tworzenie',
      saving: 'Zapisywanie',
      nameRequired: 'Wpisz nazwę.',
      createdButNotFilled: 'Utworzono grupę {name}, ale nie dodano wszystkich jej członków lub ról. Spróbuj ponownie, aby dodać pozostałe.',
    },
    picker: {
      search: 'Znajdź osoby',
      hint: 'Wpisz imię i nazwisko lub adres e-mail, aby znaleźć osoby.',
      results: 'Osoby',
      noMatch: 'Nikt nie pasuje do wyszukiwania „{search}”.',
      searching: 'Wyszukiwanie',
      chosen: 'Członkowie',
      none: 'Nikogo jeszcze nie ma.',
      remove: 'Usuń',
      loadFailed: 'Nie udało się wczytać osób.',
    },
    membersDialog: { title: 'Członkowie grupy {name}', save: 'Zapisz członków', saving: 'Zapisywanie', cancel: 'Anuluj' },
    rolesDialog: { title: 'Role grupy {name}', description: 'Wszyscy członkowie grupy otrzymują te role.', save: 'Zapisz role', saving: 'Zapisywanie', cancel: 'Anuluj' },
    deleteDialog: {
      title: 'Usunąć grupę {name}?',
      description: 'Jej członkowie stracą nadawane przez nią role. Tej operacji nie można cofnąć.',
      confirm: 'Usuń',
      pending: 'Usuwanie',
      cancel: 'Anuluj',
    },
    done: {
      created: 'Utworzono grupę {name}.',
      saved: 'Zapisano grupę {name}.',
      deleted: 'Usunięto grupę {name}.',
      membersSaved: 'Zapisano członków grupy {name}.',
      rolesSaved: 'Zapisano role grupy {name}.',
    },
  },
}

export default pl
