import type { Translation } from '../../../../i18n/translation'
import type { defaultAuditsMessages } from '../../auditsMessages'

const pl: Translation<typeof defaultAuditsMessages> = {
  description: 'Kto, co i kiedy zrobił na Twoim koncie.',
  tableLabel: 'Dzienniki audytu',
  columns: { createdAt: 'Czas', user: 'Użytkownik', action: 'Akcja', description: 'Opis', ip: 'Adres IP', severity: 'Ważność', userAgent: 'Agent użytkownika', json: 'Dane JSON' },
  stats: {
    label: 'Podsumowanie audytu',
    today: 'Dzisiaj',
    severeThisWeek: 'Poważne w tym tygodniu',
    unavailable: 'Podsumowanie jest teraz niedostępne.',
  },
  search: 'Szukaj w dziennikach audytu',
  filters: {
    label: 'Filtry',
    applied: 'Zastosowane filtry',
    column: 'Filtruj według',
    value: 'Wartość',
    add: 'Dodaj filtr',
    none: 'Brak filtrów',
    remove: 'Usuń filtr',
    valueRequired: 'Wpisz wartość, według której chcesz filtrować.',
  },
  columnPicker: { open: 'Kolumny', label: 'Wyświetlane kolumny' },
  virtualScroll: 'Przewijaj wszystkie wpisy',
  virtualLoading: 'Wczytywanie widoku przewijanego',
  virtualFailed: 'Nie udało się wczytać widoku przewijanego.',
  loading: 'Wczytywanie dzienników audytu',
  loadingRow: 'Wczytywanie',
  empty: 'W dziennikach audytu nie ma jeszcze wpisów.',
  noMatch: 'Żaden wpis w dziennikach audytu nie pasuje do wyszukiwania lub filtrów.',
  loadFailed: 'Nie udało się wczytać dzienników audytu.',
  retry: 'Spróbuj ponownie',
  total: { one: '{count} wpis', few: '{count} wpisy', many: '{count} wpisów', other: '{count} wpisu' },
  pages: { label: 'Strony dziennika audytu', previous: 'Poprzednia strona', next: 'Następna strona', status: 'Strona {page} z {total}' },
  details: {
    open: 'Szczegóły: {action}, {time}',
    title: 'Szczegóły wpisu w dzienniku audytu',
    json: 'Dane JSON',
    copy: 'Kopiuj JSON',
    copied: 'Skopiowano',
    copyFailed: 'Nie udało się skopiować. Zaznacz tekst i skopiuj go.',
    close: 'Zamknij',
    noJson: 'Brak danych',
  },
  export: { start: 'Eksportuj do CSV', pending: 'Eksportowanie', done: 'Wyeksportowano dzienniki audytu do pliku audits.csv.', failed: 'Nie udało się wyeksportować dzienników audytu.' },
}

export default pl
