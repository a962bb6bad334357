import type { Translation } from '../../../../i18n/translation'
import type { defaultAuditsMessages } from '../../auditsMessages'

const nl: Translation<typeof defaultAuditsMessages> = {
  description: 'Wie wat heeft gedaan in uw account, en wanneer.',
  tableLabel: 'Auditlogboeken',
  columns: {
    createdAt: 'Tijd',
    user: 'Gebruiker',
    action: 'Actie',
    description: 'Beschrijving',
    ip: 'IP-adres',
    severity: 'Ernst',
    userAgent: 'User-agent',
    json: 'JSON-gegevens',
  },
  stats: {
    label: 'Audittotalen',
    today: 'Vandaag',
    severeThisWeek: 'Ernstig deze week',
    unavailable: 'De totalen zijn momenteel niet beschikbaar.',
  },
  search: 'Auditlogboeken doorzoeken',
  filters: {
    label: 'Filters',
    applied: 'Toegepaste filters',
    column: 'Filteren op',
    value: 'Waarde',
    add: 'Filter toevoegen',
    none: 'Geen filters',
    remove: 'Filter verwijderen',
    valueRequired: 'Voer een waarde in om op te filteren.',
  },
  columnPicker: { open: 'Kolommen', label: 'Weergegeven kolommen' },
  virtualScroll: 'Door alle vermeldingen scrollen',
  virtualLoading: 'De scrollweergave laden',
  virtualFailed: 'We konden de scrollweergave niet laden.',
  loading: 'Auditlogboeken laden',
  loadingRow: 'Laden',
  empty: 'Er zijn nog geen vermeldingen in het auditlogboek.',
  noMatch: 'Geen vermeldingen komen overeen met uw zoekopdracht of filters.',
  loadFailed: 'We konden de auditlogboeken niet laden.',
  retry: 'Opnieuw proberen',
  total: { one: '{count} vermelding', other: '{count} vermeldingen' },
  pages: { label: 'Pagina’s van het auditlogboek', previous: 'Vorige pagina', next: 'Volgende pagina', status: 'Pagina {page} van {total}' },
  details: {
    open: 'Details van {action} om {time}',
    title: 'Details van de auditvermelding',
    json: 'JSON-gegevens',
    copy: 'JSON kopiëren',
    copied: 'Gekopieerd',
    copyFailed: 'Kopiëren is mislukt. Selecteer de tekst en kopieer deze.',
    close: 'Sluiten',
    noJson: 'Geen gegevens',
  },
  export: {
    start: 'CSV exporteren',
    pending: 'Exporteren',
    done: 'De auditlogboeken zijn geëxporteerd naar audits.csv.',
    failed: 'We konden de auditlogboeken niet exporteren.',
  },
}

export default nl
