import type { Translation } from '../../../../i18n/translation'
import type { defaultNotificationsMessages } from '../../notificationsMessages'

const ja: Translation<typeof defaultNotificationsMessages> = {
  bell: { none: '通知', some: { other: '通知（未読{count}件）' } },
  title: '通知',
  markAllRead: 'すべて既読にする',
  markingAllRead: 'すべて既読にしています',
  empty: '新しい通知はありません。',
  loading: '通知を読み込んでいます',
  loadFailed: '通知を読み込めませんでした。',
  panelFailed: '通知を開けませんでした。もう一度お試しください。',
  changeFailed: '変更を保存できませんでした。もう一度お試しください。',
  retry: '再試行',
  unread: '未読',
  pinned: 'ピン留め',
  open: '開く',
  markRead: '既読にする',
  markUnread: '未読にする',
  pin: 'ピン留め',
  unpin: 'ピン留めを解除',
  actionOn: '{action}：{title}',
}

export default ja
