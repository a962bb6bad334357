import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessPreviewPartMessages } from '../../accessPreviewPartMessages'

const he: Translation<typeof defaultAccessPreviewPartMessages> = {
  accessPreviewPart: {
    loading: 'בודקים על מי השינוי הזה משפיע…',
    loadFailed: 'לא הצלחנו להציג על מי השינוי הזה משפיע. עדיין אפשר להמשיך.',
    retry: 'ניסיון נוסף',
  },
}

export default he
