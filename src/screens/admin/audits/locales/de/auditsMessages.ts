import type { Translation } from '../../../../i18n/translation'
import type { defaultAuditsMessages } from '../../auditsMessages'

const de: Translation<typeof defaultAuditsMessages> = {
  description: 'Wer wann was in Ihrem Konto getan hat.',
  tableLabel: 'Audit-Logs',
  columns: { createdAt: 'Zeit', user: 'Benutzer', action: 'Aktion', description: 'Beschreibung', ip: 'IP-Adresse', severity: 'Schweregrad', userAgent: 'User-Agent', json: 'JSON-Daten' },
  stats: {
    label: 'Audit-Summen',
    today: 'Heute',
    severeThisWeek: 'Schwerwiegend diese Woche',
    unavailable: 'Die Summen sind derzeit nicht verfügbar.',
  },
  search: 'Audit-Logs durchsuchen',
  filters: {
    label: 'Filter',
    applied: 'Angewendete Filter',
    column: 'Filtern nach',
    value: 'Wert',
    add: 'Filter hinzufügen',
    none: 'Keine Filter',
    remove: 'Filter entfernen',
    valueRequired: 'Geben Sie einen Wert zum Filtern ein.',
  },
  columnPicker: { open: 'Spalten', label: 'Angezeigte Spalten' },
  virtualScroll: 'Durch alle Einträge scrollen',
  virtualLoading: 'Scrollansicht wird geladen',
  virtualFailed: 'Die Scrollansicht konnte nicht geladen werden.',
  loading: 'Audit-Logs werden geladen',
  loadingRow: 'Wird geladen',
  empty: 'Noch keine Audit-Log-Einträge.',
  noMatch: 'Keine Audit-Log-Einträge entsprechen Ihrer Suche oder Ihren Filtern.',
  loadFailed: 'Die Audit-Logs konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  total: { one: '{count} Eintrag', other: '{count} Einträge' },
  pages: { label: 'Audit-Log-Seiten', previous: 'Vorherige Seite', next: 'Nächste Seite', status: 'Seite {page} von {total}' },
  details: { open: 'Details zu {action} um {time}', title: 'Details des Audit-Log-Eintrags', json: 'JSON-Daten', copy: 'JSON kopieren', copied: 'Kopiert', copyFailed: 'Kopieren nicht möglich. Markieren Sie den Text und kopieren Sie ihn.', close: 'Schließen', noJson: 'Keine Daten' },
  export: { start: 'Als CSV exportieren', pending: 'Wird exportiert', done: 'Die Audit-Logs wurden nach audits.csv exportiert.', failed: 'Die Audit-Logs konnten nicht exportiert werden.' },
}

export default de
