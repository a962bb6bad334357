import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessPreviewPartMessages } from '../../accessPreviewPartMessages'

const it: Translation<typeof defaultAccessPreviewPartMessages> = {
  accessPreviewPart: {
    loading: 'Calcolo di chi è interessato da questa modifica…',
    loadFailed: 'Impossibile mostrare chi è interessato da questa modifica. Puoi comunque continuare.',
    retry: 'Riprova',
  },
}

export default it
