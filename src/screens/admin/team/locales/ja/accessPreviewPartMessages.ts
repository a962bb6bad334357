import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessPreviewPartMessages } from '../../accessPreviewPartMessages'

const ja: Translation<typeof defaultAccessPreviewPartMessages> = {
  accessPreviewPart: {
    loading: 'この変更の影響を受けるユーザーを確認しています…',
    loadFailed: 'この変更の影響を受けるユーザーを表示できませんでした。このまま続行することもできます。',
    retry: '再試行',
  },
}

export default ja
