import type { Translation } from '../../../../i18n/translation'
import type { defaultApplicationsMessages } from '../../applicationsMessages'

const nl: Translation<typeof defaultApplicationsMessages> = {
  description: 'De toepassingen van uw account en wie ze mag gebruiken. Toepassingen die voor iedereen beschikbaar zijn, hoeven niet te worden toegewezen.',
  readOnly: 'U kunt bekijken wie elke toepassing mag gebruiken, maar dit niet wijzigen.',
  tableLabel: 'Toepassingen',
  empty: 'Dit account heeft geen toepassingen.',
  loadFailed: 'De toepassingen van het account zijn niet geladen.',
  retry: 'Opnieuw proberen',
  columns: { name: 'Toepassing', access: 'Wie deze mag gebruiken' },
  everyone: 'Beschikbaar voor iedereen',
  assignedNone: 'Geen gebruikers toegewezen',
  assignedOne: '1 gebruiker toegewezen',
  assignedMany: '{count} gebruikers toegewezen',
  assignedUsers: 'Gebruikers toegewezen aan {app}',
  showAll: 'Alle {count} weergeven',
  showFewer: 'Minder weergeven',
  assignFor: 'Gebruiker toewijzen aan {app}',
  assign: 'Gebruiker toewijzen',
  unassignFor: 'Toewijzing van {user} aan {app} opheffen',
  unassign: 'Toewijzing opheffen',
  assignDialog: {
    title: 'Een gebruiker toewijzen aan {app}',
    user: 'Gebruiker',
    userPlaceholder: 'Kies een gebruiker',
    userHint: 'Na toewijzing kan deze gebruiker {app} gebruiken.',
    userMissing: 'Kies de gebruiker die u wilt toewijzen.',
    nobody: 'Elke gebruiker van het account heeft deze toepassing al.',
    usersFailed: 'De gebruikers van het account zijn niet geladen, dus er kan niemand worden gekozen.',
    submit: 'Toewijzen',
    pending: 'Toewijzen',
    cancel: 'Annuleren',
    failed: 'De gebruiker is niet toegewezen.',
  },
  unassignDialog: {
    title: 'Toewijzing van {user} aan {app} opheffen?',
    description: 'Deze gebruiker kan {app} niet meer gebruiken totdat de toepassing opnieuw wordt toegewezen.',
    confirm: 'Toewijzing opheffen',
    pending: 'Toewijzing opheffen',
    cancel: 'Annuleren',
    failed: 'De toewijzing van de gebruiker is niet opgeheven.',
  },
  done: { assigned: '{user} kan {app} nu gebruiken.', unassigned: '{user} kan {app} niet meer gebruiken.' },
}

export default nl
