import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessPreviewPartMessages } from '../../accessPreviewPartMessages'

const de: Translation<typeof defaultAccessPreviewPartMessages> = {
  accessPreviewPart: {
    loading: 'Es wird ermittelt, wen diese Änderung betrifft…',
    loadFailed: 'Es konnte nicht angezeigt werden, wen diese Änderung betrifft. Sie können trotzdem fortfahren.',
    retry: 'Erneut versuchen',
  },
}

export default de
