import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessImpactMessages } from '../../accessImpactMessages'

const de: Translation<typeof defaultAccessImpactMessages> = {
  accessImpact: {
    label: 'Wen diese Änderung betrifft',
    loading: 'Es wird ermittelt, wen diese Änderung betrifft…',
    failed: 'Es konnte nicht ermittelt werden, wen diese Änderung betrifft. Sie können trotzdem fortfahren.',
    nobody: 'Niemand erhält oder verliert eine Berechtigung.',
    losing: { one: '{count} Person verliert eine Berechtigung.', other: '{count} Personen verlieren Berechtigungen.' },
    gaining: { one: '{count} Person erhält eine Berechtigung.', other: '{count} Personen erhalten Berechtigungen.' },
    incomplete: 'Das Konto hat mehr Personen, als gelesen wurden. Es können also weitere betroffen sein.',
    lose: '{permissions} verlieren:',
    gain: '{permissions} erhalten:',
    peopleLosing: 'Personen, die {permissions} verlieren',
    peopleGaining: 'Personen, die {permissions} erhalten',
    more: { one: 'und {count} weitere', other: 'und {count} weitere' },
    quoted: '„{name}“',
    morePermissions: { one: '{count} weitere Berechtigung', other: '{count} weitere Berechtigungen' },
    otherChanges: { one: 'Eine weitere Berechtigung ändert sich ebenfalls.', other: '{count} weitere Berechtigungen ändern sich ebenfalls.' },
    self: 'Sie selbst würden {permissions} verlieren.',
    group: {
      members: {
        one: 'Das einzige Mitglied verliert die Rollen, die die Gruppe vergibt ({roles}), sofern es sie nicht anderweitig hat.',
        other: 'Die {count} Mitglieder verlieren die Rollen, die die Gruppe vergibt ({roles}), sofern sie sie nicht anderweitig haben.',
      },
      noRoles: 'Die Gruppe vergibt keine Rollen.',
      noMembers: 'Die Gruppe hat keine Mitglieder.',
    },
    role: {
      holders: { one: 'Die Rolle ist {count} Person direkt zugewiesen.', other: 'Die Rolle ist {count} Personen direkt zugewiesen.' },
      noHolders: 'Die Rolle ist niemandem direkt zugewiesen.',
      groups: 'Gruppen, die diese Rolle vergeben, vergeben sie nicht mehr: {groups}.',
    },
    user: {
      groups: 'Die Person verlässt {groups}.',
      roles: 'Ihre Rollen entfallen mit ihr: {roles}.',
      nothing: 'Die Person ist in keiner Gruppe und hat keine eigene Rolle.',
      onlyHolder: 'Niemand sonst im Konto hat {permissions}.',
    },
  },
}

export default de
