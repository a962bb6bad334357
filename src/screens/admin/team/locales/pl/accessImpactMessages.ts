import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessImpactMessages } from '../../accessImpactMessages'

const pl: Translation<typeof defaultAccessImpactMessages> = {
  accessImpact: {
    label: 'Kogo dotyczy ta zmiana',
    loading: 'Ustalanie, kogo dotyczy ta zmiana…',
    failed: 'Nie udało się ustalić, kogo dotyczy ta zmiana. Mimo to możesz kontynuować.',
    nobody: 'Nikt nie zyskuje ani nie traci uprawnień.',
    losing: {
      one: '{count} osoba traci uprawnienie.',
      few: '{count} osoby tracą uprawnienia.',
      many: '{count} osób traci uprawnienia.',
      other: '{count} osoby traci uprawnienia.',
    },
    gaining: {
      one: '{count} osoba zyskuje uprawnienie.',
      few: '{count} osoby zyskują uprawnienia.',
      many: '{count} osób zyskuje uprawnienia.',
      other: '{count} osoby zyskuje uprawnienia.',
    },
    incomplete: 'Konto ma więcej osób, niż udało się odczytać, więc zmiana może dotyczyć kolejnych.',
    lose: 'Tracą {permissions}:',
    gain: 'Zyskują {permissions}:',
    peopleLosing: 'Osoby, które tracą {permissions}',
    peopleGaining: 'Osoby, które zyskują {permissions}',
    more: { one: 'i jeszcze {count}', few: 'i jeszcze {count}', many: 'i jeszcze {count}', other: 'i jeszcze {count}' },
    quoted: '„{name}”',
    morePermissions: {
      one: '{count} inne uprawnienie',
      few: '{count} inne uprawnienia',
      many: '{count} innych uprawnień',
      other: '{count} innego uprawnienia',
    },
    otherChanges: {
      one: 'Zmienia się też jeszcze jedno uprawnienie.',
      few: 'Zmieniają się też jeszcze {count} uprawnienia.',
      many: 'Zmienia się też jeszcze {count} uprawnień.',
      other: 'Zmienia się też jeszcze {count} uprawnienia.',
    },
    self: 'Utracisz wtedy również własne uprawnienia: {permissions}.',
    group: {
      members: {
        one: 'Jedyny członek grupy traci nadawane przez nią role ({roles}), chyba że ma je w inny sposób.',
        few: 'Członkowie grupy ({count}) tracą nadawane przez nią role ({roles}), chyba że mają je w inny sposób.',
        many: 'Członkowie grupy ({count}) tracą nadawane przez nią role ({roles}), chyba że mają je w inny sposób.',
        other: 'Członkowie grupy ({count}) tracą nadawane przez nią role ({roles}), chyba że mają je w inny sposób.',
      },
      noRoles: 'Grupa nie nadaje żadnych ról.',
      noMembers: 'Grupa nie ma członków.',
    },
    role: {
      holders: {
        one: '{count} osoba ma tę rolę przypisaną bezpośrednio.',
        few: '{count} osoby mają tę rolę przypisaną bezpośrednio.',
        many: '{count} osób ma tę rolę przypisaną bezpośrednio.',
        other: '{count} osoby ma tę rolę przypisaną bezpośrednio.',
      },
      noHolders: 'Nikt nie ma tej roli przypisanej bezpośrednio.',
      groups: 'Grupy, które ją nadają, przestaną ją nadawać: {groups}.',
    },
    user: {
      groups: 'Użytkownik opuszcza grupy: {groups}.',
      roles: 'Wraz z nim znikają jego role: {roles}.',
      nothing: 'Użytkownik nie należy do żadnej grupy i nie ma własnych ról.',
      onlyHolder: 'Nikt inny na koncie nie ma uprawnień {permissions}.',
    },
  },
}

export default pl
