import type { Translation } from '../../../../../i18n/translation'
import type { defaultGroupsMessages } from '../../groupsMessages'

const de: Translation<typeof defaultGroupsMessages> = {
  teamGroups: {
    description: 'Eine Gruppe gibt allen Mitgliedern dieselben Rollen.',
    add: 'Neue Gruppe',
    tableLabel: 'Gruppen',
    columns: { name: 'Name', color: 'Farbe', description: 'Beschreibung', members: 'Mitglieder', roles: 'Rollen', actions: 'Aktionen' },
    noRoles: 'Keine Rollen',
    empty: 'Es gibt noch keine Gruppen.',
    loadFailed: 'Die Gruppen wurden nicht geladen.',
    retry: 'Erneut versuchen',
    readOnly: 'Sie können Gruppen ansehen, aber nicht ändern.',
    actionsFor: 'Aktionen für {name}',
    actions: { edit: 'Details bearbeiten', members: 'Mitglieder verwalten', roles: 'Rollen verwalten', delete: 'Gruppe löschen' },
    colors: { indigo: 'Indigo', sky: 'Himmelblau', emerald: 'Smaragdgrün', amber: 'Bernstein', red: 'Rot', violet: 'Violett', pink: 'Pink', gray: 'Grau' },
    form: {
      createTitle: 'Neue Gruppe',
      editTitle: '{name} bearbeiten',
      name: 'Name',
      description: 'Beschreibung (optional)',
      color: 'Farbe',
      roles: 'Rollen',
      create: 'Gruppe erstellen',
      save: 'Speichern',
      cancel: 'Abbrechen',
      creating: 'Wird erstellt',
      saving: 'Wird gespeichert',
      nameRequired: 'Geben Sie einen Namen ein.',
      createdButNotFilled: 'Die Gruppe {name} wurde erstellt, aber nicht alle Mitglieder oder Rollen wurden hinzugefügt. Versuchen Sie es erneut, um den Rest hinzuzufügen.',
    },
    picker: {
      search: 'Personen suchen',
      hint: 'Geben Sie einen Namen oder eine E-Mail-Adresse ein, um Personen zu finden.',
      results: 'Personen',
      noMatch: 'Niemand entspricht „{search}“.',
      searching: 'Wird gesucht',
      chosen: 'Mitglieder',
      none: 'Noch niemand.',
      remove: 'Entfernen',
      loadFailed: 'Die Personen wurden nicht geladen.',
    },
    membersDialog: { title: 'Mitglieder von {name}', save: 'Mitglieder speichern', saving: 'Wird gespeichert', cancel: 'Abbrechen' },
    rolesDialog: { title: 'Rollen von {name}', description: 'Alle in der Gruppe erhalten diese Rollen.', save: 'Rollen speichern', saving: 'Wird gespeichert', cancel: 'Abbrechen' },
    deleteDialog: {
      title: 'Gruppe {name} löschen?',
      description: 'Die Mitglieder verlieren die Rollen, die die Gruppe ihnen gibt. Dies kann nicht rückgängig gemacht werden.',
      confirm: 'Löschen',
      pending: 'Wird gelöscht',
      cancel: 'Abbrechen',
    },
    done: {
      created: 'Gruppe {name} erstellt.',
      saved: 'Gruppe {name} gespeichert.',
      deleted: 'Gruppe {name} gelöscht.',
      membersSaved: 'Mitglieder von {name} gespeichert.',
      rolesSaved: 'Rollen von {name} gespeichert.',
    },
  },
}

export default de
