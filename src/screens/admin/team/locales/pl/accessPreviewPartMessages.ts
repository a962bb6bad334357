import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessPreviewPartMessages } from '../../accessPreviewPartMessages'

const pl: Translation<typeof defaultAccessPreviewPartMessages> = {
  accessPreviewPart: {
    loading: 'Ustalanie, kogo dotyczy ta zmiana…',
    loadFailed: 'Nie udało się pokazać, kogo dotyczy ta zmiana. Mimo to możesz kontynuować.',
    retry: 'Spróbuj ponownie',
  },
}

export default pl
