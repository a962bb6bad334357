import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessPreviewPartMessages } from '../../accessPreviewPartMessages'

const ko: Translation<typeof defaultAccessPreviewPartMessages> = {
  accessPreviewPart: {
    loading: '이 변경의 영향을 받는 사람을 확인하는 중…',
    loadFailed: '이 변경의 영향을 받는 사람을 표시하지 못했습니다. 그래도 계속할 수 있습니다.',
    retry: '다시 시도',
  },
}

export default ko
