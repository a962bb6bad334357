import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessImpactMessages } from '../../accessImpactMessages'

const it: Translation<typeof defaultAccessImpactMessages> = {
  accessImpact: {
    label: 'Chi è interessato da questa modifica',
    loading: 'Calcolo di chi è interessato da questa modifica…',
    failed: 'Impossibile determinare chi è interessato da questa modifica. Puoi comunque continuare.',
    nobody: 'Nessuno ottiene o perde autorizzazioni.',
    losing: { one: "{count} persona perde un'autorizzazione.", many: '{count} persone perdono delle autorizzazioni.', other: '{count} persone perdono delle autorizzazioni.' },
    gaining: { one: "{count} persona ottiene un'autorizzazione.", many: '{count} persone ottengono delle autorizzazioni.', other: '{count} persone ottengono delle autorizzazioni.' },
    incomplete: "L'account contiene più persone di quelle analizzate, quindi potrebbero essercene altre.",
    lose: 'Perdono {permissions}:',
    gain: 'Ottengono {permissions}:',
    peopleLosing: 'Persone che perdono {permissions}',
    peopleGaining: 'Persone che ottengono {permissions}',
    more: { one: 'e {count} altra', many: 'e altre {count}', other: 'e altre {count}' },
    quoted: '«{name}»',
    morePermissions: { one: '{count} altra autorizzazione', many: 'altre {count} autorizzazioni', other: 'altre {count} autorizzazioni' },
    otherChanges: { one: "Cambia anche un'altra autorizzazione.", many: 'Cambiano anche altre {count} autorizzazioni.', other: 'Cambiano anche altre {count} autorizzazioni.' },
    self: 'Perderesti tu stesso {permissions}.',
    group: {
      members: {
        one: 'Il suo unico membro perde i ruoli assegnati dal gruppo ({roles}), a meno che non li abbia per altra via.',
        many: 'I suoi {count} membri perdono i ruoli assegnati dal gruppo ({roles}), a meno che non li abbiano per altra via.',
        other: 'I suoi {count} membri perdono i ruoli assegnati dal gruppo ({roles}), a meno che non li abbiano per altra via.',
      },
      noRoles: 'Non assegna alcun ruolo.',
      noMembers: 'Non ha membri.',
    },
    role: {
      holders: { one: '{count} persona ha questo ruolo direttamente.', many: '{count} persone hanno questo ruolo direttamente.', other: '{count} persone hanno questo ruolo direttamente.' },
      noHolders: 'Nessuno ha questo ruolo direttamente.',
      groups: 'I gruppi che lo assegnano smetteranno di farlo: {groups}.',
    },
    user: {
      groups: 'Esce dai gruppi: {groups}.',
      roles: 'Vengono rimossi anche i suoi ruoli: {roles}.',
      nothing: 'Non fa parte di alcun gruppo e non ha ruoli propri.',
      onlyHolder: "Nessun altro nell'account ha {permissions}.",
    },
  },
}

export default it
