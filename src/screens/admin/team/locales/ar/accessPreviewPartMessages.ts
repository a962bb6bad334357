import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessPreviewPartMessages } from '../../accessPreviewPartMessages'

const ar: Translation<typeof defaultAccessPreviewPartMessages> = {
  accessPreviewPart: {
    loading: 'جارٍ تحديد من يتأثر بهذا التغيير…',
    loadFailed: 'تعذّر عرض من يتأثر بهذا التغيير. لا يزال بإمكانك المتابعة.',
    retry: 'إعادة المحاولة',
  },
}

export default ar
