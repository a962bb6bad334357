import type { Translation } from '../../../../i18n/translation'
import type { defaultReportsMessages } from '../../reportsMessages'

const fr: Translation<typeof defaultReportsMessages> = {
  description: 'Les rapports de votre compte : prévisualisez-les, téléchargez-les, envoyez-les par e-mail selon un calendrier ou immédiatement.',
  tableLabel: 'Rapports',
  empty: "Ce compte n'a pas encore de rapport.",
  loadFailed: "Les rapports du compte n'ont pas pu se charger.",
  readOnly: 'Vous pouvez consulter et télécharger les rapports, mais pas les programmer ni les envoyer.',
  retry: 'Réessayer',
  columns: { name: 'Rapport', schedule: 'Programmation', lastSent: 'Dernier envoi', actions: 'Actions' },
  notScheduled: 'Non programmé',
  paused: 'En pause',
  never: 'Jamais',
  scheduled: '{frequency}, pour {recipients}',
  recipients: { one: '{count} destinataire', many: '{count} destinataires', other: '{count} destinataires' },
  frequencies: { daily: 'Quotidien', weekly: 'Hebdomadaire', monthly: 'Mensuel' },
  actionsFor: 'Actions pour {name}',
  preview: 'Aperçu',
  schedule: 'Programmer',
  send: 'Envoyer maintenant',
  download: 'Télécharger le PDF',
  downloading: 'Téléchargement en cours',
  downloadFailed: "Le rapport n'a pas pu être téléchargé.",
  back: 'Tous les rapports',
  filters: 'Filtres',
  noFilters: 'Aucun filtre',
  previewFrame: 'Aperçu de {name}',
  previewLoading: "Chargement de l'aperçu",
  previewFailed: "L'aperçu n'a pas pu se charger.",
  reportFailed: "Le rapport n'a pas pu se charger.",
  form: {
    recipients: 'Destinataires',
    recipientsHint: 'Adresses e-mail, séparées par des virgules ou des retours à la ligne.',
    recipientsRequired: 'Saisissez au moins une adresse e-mail.',
    recipientsInvalid: {
      one: "{list} n'est pas une adresse e-mail.",
      many: '{list} ne sont pas des adresses e-mail.',
      other: '{list} ne sont pas des adresses e-mail.',
    },
    frequency: 'Fréquence',
    frequencyInvalid: "Choisissez la fréquence d'envoi du rapport.",
    cancel: 'Annuler',
  },
  scheduleDialog: {
    title: 'Programmer {name}',
    description: 'Le rapport est envoyé par e-mail aux destinataires au début de chaque période.',
    save: 'Enregistrer la programmation',
    saving: 'Enregistrement en cours',
    noChanges: 'Aucune modification à enregistrer',
  },
  sendDialog: {
    title: 'Envoyer {name} maintenant',
    description: 'Le rapport est envoyé une seule fois par e-mail, avec ses filtres actuels.',
    send: 'Envoyer',
    sending: 'Envoi en cours',
  },
  done: {
    scheduled: 'Envoi {frequency} de {name} programmé.',
    sent: '{name} a été envoyé à {recipients}.',
  },
}

export default fr
