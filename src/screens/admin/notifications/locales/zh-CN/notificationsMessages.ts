import type { Translation } from '../../../../i18n/translation'
import type { defaultNotificationsMessages } from '../../notificationsMessages'

const zhCN: Translation<typeof defaultNotificationsMessages> = {
  bell: { none: '通知', some: { other: '通知，{count} 条未读' } },
  title: '通知',
  markAllRead: '全部标记为已读',
  markingAllRead: '正在全部标记为已读',
  empty: '您已查看所有内容：没有新通知。',
  loading: '正在加载通知',
  loadFailed: '您的通知未能加载。',
  panelFailed: '您的通知未能打开。请重试。',
  changeFailed: '该更改未能保存。请重试。',
  retry: '重试',
  unread: '未读',
  pinned: '已置顶',
  open: '打开',
  markRead: '标记为已读',
  markUnread: '标记为未读',
  pin: '置顶',
  unpin: '取消置顶',
  actionOn: '{action}：{title}',
}

export default zhCN
