import type { Translation } from '../../../../../i18n/translation'
import type { defaultGroupsMessages } from '../../groupsMessages'

const it: Translation<typeof defaultGroupsMessages> = {
  teamGroups: {
    description: 'Un gruppo assegna gli stessi ruoli a tutti i suoi membri.',
    add: 'Nuovo gruppo',
    tableLabel: 'Gruppi',
    columns: { name: 'Nome', color: 'Colore', description: 'Descrizione', members: 'Membri', roles: 'Ruoli', actions: 'Azioni' },
    noRoles: 'Nessun ruolo',
    empty: 'Non ci sono ancora gruppi.',
    loadFailed: 'Impossibile caricare i gruppi.',
    retry: 'Riprova',
    readOnly: 'Puoi visualizzare i gruppi, ma non modificarli.',
    actionsFor: 'Azioni per {name}',
    actions: { edit: 'Modifica dettagli', members: 'Gestisci membri', roles: 'Gestisci ruoli', delete: 'Elimina gruppo' },
    colors: { indigo: 'Indaco', sky: 'Azzurro', emerald: 'Smeraldo', amber: 'Ambra', red: 'Rosso', violet: 'Viola', pink: 'Rosa', gray: 'Grigio' },
    form: {
      createTitle: 'Nuovo gruppo',
      editTitle: 'Modifica {name}',
      name: 'Nome',
      description: 'Descrizione (facoltativa)',
      color: 'Colore',
      roles: 'Ruoli',
      create: 'Crea gruppo',
      save: 'Salva',
      cancel: 'Annulla',
      creating: 'Creazione in corso',
      saving: 'Salvataggio in corso',
      nameRequired: 'Inserisci un nome.',
      createdButNotFilled: 'Il gruppo {name} è stato creato, ma non è stato possibile aggiungere tutti i membri o i ruoli. Riprova per aggiungere quelli mancanti.',
    },
    picker: {
      search: 'Trova persone',
      hint: 'Digita un nome o un indirizzo email per trovare le persone.',
      results: 'Persone',
      noMatch: 'Nessuno corrisponde a «{search}».',
      searching: 'Ricerca in corso',
      chosen: 'Membri',
      none: 'Ancora nessuno.',
      remove: 'Rimuovi',
      loadFailed: 'Impossibile caricare le persone.',
    },
    membersDialog: { title: 'Membri di {name}', save: 'Salva membri', saving: 'Salvataggio in corso', cancel: 'Annulla' },
    rolesDialog: { title: 'Ruoli di {name}', description: 'Tutti i membri del gruppo ricevono questi ruoli.', save: 'Salva ruoli', saving: 'Salvataggio in corso', cancel: 'Annulla' },
    deleteDialog: {
      title: 'Eliminare il gruppo {name}?',
      description: 'I suoi membri perdono i ruoli assegnati dal gruppo. Questa azione non può essere annullata.',
      confirm: 'Elimina',
      pending: 'Eliminazione in corso',
      cancel: 'Annulla',
    },
    done: {
      created: 'Gruppo {name} creato.',
      saved: 'Gruppo {name} salvato.',
      deleted: 'Gruppo {name} eliminato.',
      membersSaved: 'Membri di {name} salvati.',
      rolesSaved: 'Ruoli di {name} salvati.',
    },
  },
}

export default it
