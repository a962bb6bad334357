import type { Translation } from '../../../../i18n/translation'
import type { defaultApplicationsMessages } from '../../applicationsMessages'

const de: Translation<typeof defaultApplicationsMessages> = {
  description: 'Die Anwendungen Ihres Kontos und wer sie nutzen darf. Anwendungen, die allen zur Verfügung stehen, benötigen keine Zuweisung.',
  readOnly: 'Sie können sehen, wer welche Anwendung nutzen darf, dies aber nicht ändern.',
  tableLabel: 'Anwendungen',
  empty: 'Dieses Konto hat keine Anwendungen.',
  loadFailed: 'Die Anwendungen des Kontos wurden nicht geladen.',
  retry: 'Erneut versuchen',
  columns: { name: 'Anwendung', access: 'Wer sie nutzen darf' },
  everyone: 'Für alle verfügbar',
  assignedNone: 'Keine Benutzer zugewiesen',
  assignedOne: '1 Benutzer zugewiesen',
  assignedMany: '{count} Benutzer zugewiesen',
  assignedUsers: 'Benutzer, die {app} zugewiesen sind',
  showAll: 'Alle {count} anzeigen',
  showFewer: 'Weniger anzeigen',
  assignFor: 'Benutzer zu {app} zuweisen',
  assign: 'Benutzer zuweisen',
  unassignFor: 'Zuweisung von {user} zu {app} aufheben',
  unassign: 'Zuweisung aufheben',
  assignDialog: {
    title: 'Benutzer zu {app} zuweisen',
    user: 'Benutzer',
    userPlaceholder: 'Benutzer auswählen',
    userHint: 'Nach der Zuweisung kann der Benutzer {app} nutzen.',
    userMissing: 'Wählen Sie den Benutzer aus, der zugewiesen werden soll.',
    nobody: 'Alle Benutzer des Kontos haben diese Anwendung bereits.',
    usersFailed: 'Die Benutzer des Kontos wurden nicht geladen, daher kann niemand ausgewählt werden.',
    submit: 'Zuweisen',
    pending: 'Wird zugewiesen',
    cancel: 'Abbrechen',
    failed: 'Der Benutzer wurde nicht zugewiesen.',
  },
  unassignDialog: {
    title: 'Zuweisung von {user} zu {app} aufheben?',
    description: 'Der Benutzer kann {app} erst wieder nutzen, wenn er erneut zugewiesen wird.',
    confirm: 'Zuweisung aufheben',
    pending: 'Zuweisung wird aufgehoben',
    cancel: 'Abbrechen',
    failed: 'Die Zuweisung des Benutzers wurde nicht aufgehoben.',
  },
  done: { assigned: '{user} kann {app} jetzt nutzen.', unassigned: '{user} kann {app} nicht mehr nutzen.' },
}

export default de
