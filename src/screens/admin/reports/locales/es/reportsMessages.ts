import type { Translation } from '../../../../i18n/translation'
import type { defaultReportsMessages } from '../../reportsMessages'

const es: Translation<typeof defaultReportsMessages> = {
  description: 'Los informes de tu cuenta: consulta su vista previa, descárgalos o envíalos por correo electrónico de forma programada o ahora.',
  tableLabel: 'Informes',
  empty: 'Esta cuenta aún no tiene informes.',
  loadFailed: 'No se han cargado los informes de la cuenta.',
  readOnly: 'Puedes ver y descargar informes, pero no programarlos ni enviarlos.',
  retry: 'Reintentar',
  columns: { name: 'Informe', schedule: 'Programación', lastSent: 'Último envío', actions: 'Acciones' },
  notScheduled: 'Sin programar',
  paused: 'En pausa',
  never: 'Nunca',
  scheduled: '{frequency}, a {recipients}',
  recipients: { one: '{count} destinatario', many: '{count} de destinatarios', other: '{count} destinatarios' },
  frequencies: { daily: 'Diaria', weekly: 'Semanal', monthly: 'Mensual' },
  actionsFor: 'Acciones de {name}',
  preview: 'Vista previa',
  schedule: 'Programar',
  send: 'Enviar ahora',
  download: 'Descargar PDF',
  downloading: 'Descargando',
  downloadFailed: 'No se ha descargado el informe.',
  back: 'Todos los informes',
  filters: 'Filtros',
  noFilters: 'Sin filtros',
  previewFrame: 'Vista previa de {name}',
  previewLoading: 'Cargando la vista previa',
  previewFailed: 'No se ha cargado la vista previa.',
  reportFailed: 'No se ha cargado el informe.',
  form: {
    recipients: 'Destinatarios',
    recipientsHint: 'Direcciones de correo electrónico, separadas por comas o saltos de línea.',
    recipientsRequired: 'Introduce al menos una dirección de correo electrónico.',
    recipientsInvalid: {
      one: '{list} no es una dirección de correo electrónico.',
      many: '{list} no son direcciones de correo electrónico.',
      other: '{list} no son direcciones de correo electrónico.',
    },
    frequency: 'Frecuencia',
    frequencyInvalid: 'Elige con qué frecuencia se envía el informe.',
    cancel: 'Cancelar',
  },
  scheduleDialog: {
    title: 'Programar {name}',
    description: 'El informe se envía por correo electrónico a los destinatarios al principio de cada periodo.',
    save: 'Guardar programación',
    saving: 'Guardando',
    noChanges: 'No hay cambios que guardar',
  },
  sendDialog: {
    title: 'Enviar {name} ahora',
    description: 'El informe se envía por correo electrónico una sola vez, con sus filtros tal como están.',
    send: 'Enviar',
    sending: 'Enviando',
  },
  done: {
    scheduled: '{name} se enviará con frecuencia {frequency}.',
    sent: 'Se ha enviado {name} a {recipients}.',
  },
}

export default es
