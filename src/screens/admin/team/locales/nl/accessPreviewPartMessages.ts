import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessPreviewPartMessages } from '../../accessPreviewPartMessages'

const nl: Translation<typeof defaultAccessPreviewPartMessages> = {
  accessPreviewPart: {
    loading: 'Bepalen wie deze wijziging raakt…',
    loadFailed: 'We konden niet weergeven wie deze wijziging raakt. U kunt toch doorgaan.',
    retry: 'Opnieuw proberen',
  },
}

export default nl
