import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessPreviewPartMessages } from '../../accessPreviewPartMessages'

const zhCN: Translation<typeof defaultAccessPreviewPartMessages> = {
  accessPreviewPart: {
    loading: '正在分析此更改会影响哪些人…',
    loadFailed: '无法显示此更改会影响哪些人。您仍可以继续。',
    retry: '重试',
  },
}

export default zhCN
