import type { Translation } from '../../../../../i18n/translation'
import type { defaultGroupsMessages } from '../../groupsMessages'

const nl: Translation<typeof defaultGroupsMessages> = {
  teamGroups: {
    description: 'Een groep geeft iedereen in de groep dezelfde rollen.',
    add: 'Nieuwe groep',
    tableLabel: 'Groepen',
    columns: { name: 'Naam', color: 'Kleur', description: 'Beschrijving', members: 'Leden', roles: 'Rollen', actions: 'Acties' },
    noRoles: 'Geen rollen',
    empty: 'Er zijn nog geen groepen.',
    loadFailed: 'De groepen zijn niet geladen.',
    retry: 'Opnieuw proberen',
    readOnly: 'U kunt groepen bekijken, maar niet wijzigen.',
    actionsFor: 'Acties voor {name}',
    actions: { edit: 'Gegevens bewerken', members: 'Leden beheren', roles: 'Rollen beheren', delete: 'Groep verwijderen' },
    colors: { indigo: 'Indigo', sky: 'Hemelsblauw', emerald: 'Smaragdgroen', amber: 'Amber', red: 'Rood', violet: 'Violet', pink: 'Roze', gray: 'Grijs' },
    form: {
      createTitle: 'Nieuwe groep',
      editTitle: '{name} bewerken',
      name: 'Naam',
      description: 'Beschrijving (optioneel)',
      color: 'Kleur',
      roles: 'Rollen',
      create: 'Groep maken',
      save: 'Opslaan',
      cancel: 'Annuleren',
      creating: 'Maken',
      saving: 'Opslaan',
      nameRequired: 'Voer een naam in.',
      createdButNotFilled: 'De groep {name} is gemaakt, maar niet alle leden of rollen zijn toegevoegd. Probeer het opnieuw om de rest toe te voegen.',
    },
    picker: {
      search: 'Personen zoeken',
      hint: 'Typ een naam of e-mailadres om personen te zoeken.',
      results: 'Personen',
      noMatch: 'Niemand komt overeen met “{search}”.',
      searching: 'Zoeken',
      chosen: 'Leden',
      none: 'Nog niemand.',
      remove: 'Verwijderen',
      loadFailed: 'De personen zijn niet geladen.',
    },
    membersDialog: { title: 'Leden van {name}', save: 'Leden opslaan', saving: 'Opslaan', cancel: 'Annuleren' },
    rolesDialog: { title: 'Rollen van {name}', description: 'Iedereen in de groep krijgt deze rollen.', save: 'Rollen opslaan', saving: 'Opslaan', cancel: 'Annuleren' },
    deleteDialog: {
      title: 'Groep {name} verwijderen?',
      description: 'De leden verliezen de rollen die deze groep hun geeft. Dit kan niet ongedaan worden gemaakt.',
      confirm: 'Verwijderen',
      pending: 'Verwijderen',
      cancel: 'Annuleren',
    },
    done: {
      created: 'Groep {name} gemaakt.',
      saved: 'Groep {name} opgeslagen.',
      deleted: 'Groep {name} verwijderd.',
      membersSaved: 'Leden van {name} opgeslagen.',
      rolesSaved: 'Rollen van {name} opgeslagen.',
    },
  },
}

export default nl
