import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessImpactMessages } from '../../accessImpactMessages'

const nl: Translation<typeof defaultAccessImpactMessages> = {
  accessImpact: {
    label: 'Wie deze wijziging raakt',
    loading: 'Bepalen wie deze wijziging raakt…',
    failed: 'We konden niet bepalen wie deze wijziging raakt. U kunt toch doorgaan.',
    nobody: 'Niemand krijgt of verliest een machtiging.',
    losing: { one: '{count} persoon verliest een machtiging.', other: '{count} personen verliezen machtigingen.' },
    gaining: { one: '{count} persoon krijgt een machtiging.', other: '{count} personen krijgen machtigingen.' },
    incomplete: 'Het account heeft meer personen dan er zijn gelezen, dus mogelijk zijn het er meer.',
    lose: 'Verliezen {permissions}:',
    gain: 'Krijgen {permissions}:',
    peopleLosing: 'Personen die {permissions} verliezen',
    peopleGaining: 'Personen die {permissions} krijgen',
    more: { one: 'en nog {count}', other: 'en nog {count}' },
    quoted: '‘{name}’',
    morePermissions: { one: 'nog {count} machtiging', other: 'nog {count} machtigingen' },
    otherChanges: { one: 'Er verandert ook nog één andere machtiging.', other: 'Er veranderen ook nog {count} andere machtigingen.' },
    self: 'U zou zelf {permissions} verliezen.',
    group: {
      members: {
        one: 'Het enige lid van deze groep verliest de rollen die de groep geeft ({roles}), tenzij het lid die op een andere manier heeft.',
        other: 'De {count} leden van deze groep verliezen de rollen die de groep geeft ({roles}), tenzij ze die op een andere manier hebben.',
      },
      noRoles: 'De groep geeft geen rollen.',
      noMembers: 'De groep heeft geen leden.',
    },
    role: {
      holders: { one: '{count} persoon heeft deze rol zelf.', other: '{count} personen hebben deze rol zelf.' },
      noHolders: 'Niemand heeft deze rol zelf.',
      groups: 'Groepen die deze rol geven, geven hem niet meer: {groups}.',
    },
    user: {
      groups: 'De gebruiker verlaat {groups}.',
      roles: 'De rollen van de gebruiker vervallen ook: {roles}.',
      nothing: 'De gebruiker zit in geen enkele groep en heeft zelf geen rollen.',
      onlyHolder: 'Niemand anders in het account heeft {permissions}.',
    },
  },
}

export default nl
