import type { Translation } from '../../../../i18n/translation'
import type { defaultAuditsMessages } from '../../auditsMessages'

const fr: Translation<typeof defaultAuditsMessages> = {
  description: 'Qui a fait quoi dans votre compte, et quand.',
  tableLabel: "Journaux d'audit",
  columns: {
    createdAt: 'Date et heure',
    user: 'Utilisateur',
    action: 'Action',
    description: 'Description',
    ip: 'Adresse IP',
    severity: 'Gravité',
    userAgent: 'Agent utilisateur',
    json: 'Données JSON',
  },
  stats: {
    label: "Totaux du journal d'audit",
    today: "Aujourd'hui",
    severeThisWeek: 'Graves cette semaine',
    unavailable: 'Les totaux sont indisponibles pour le moment.',
  },
  search: "Rechercher dans les journaux d'audit",
  filters: {
    label: 'Filtres',
    applied: 'Filtres appliqués',
    column: 'Filtrer par',
    value: 'Valeur',
    add: 'Ajouter un filtre',
    none: 'Aucun filtre',
    remove: 'Supprimer le filtre',
    valueRequired: 'Saisissez une valeur de filtre.',
  },
  columnPicker: { open: 'Colonnes', label: 'Colonnes affichées' },
  virtualScroll: 'Faire défiler toutes les entrées',
  virtualLoading: "Chargement de l'affichage en défilement",
  virtualFailed: "Impossible de charger l'affichage en défilement.",
  loading: "Chargement des journaux d'audit",
  loadingRow: 'Chargement',
  empty: "Aucune entrée dans les journaux d'audit pour l'instant.",
  noMatch: 'Aucune entrée ne correspond à votre recherche ou à vos filtres.',
  loadFailed: "Impossible de charger les journaux d'audit.",
  retry: 'Réessayer',
  total: { one: '{count} entrée', many: '{count} entrées', other: '{count} entrées' },
  pages: { label: "Pages des journaux d'audit", previous: 'Page précédente', next: 'Page suivante', status: 'Page {page} sur {total}' },
  details: {
    open: "Détails de l'action {action} du {time}",
    title: "Détails de l'entrée d'audit",
    json: 'Données JSON',
    copy: 'Copier le JSON',
    copied: 'Copié',
    copyFailed: 'Impossible de copier. Sélectionnez le texte et copiez-le.',
    close: 'Fermer',
    noJson: 'Aucune donnée',
  },
  export: {
    start: 'Exporter en CSV',
    pending: 'Exportation en cours',
    done: "Les journaux d'audit ont été exportés dans audits.csv.",
    failed: "Impossible d'exporter les journaux d'audit.",
  },
}

export default fr
