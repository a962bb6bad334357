import type { Translation } from '../../../../i18n/translation'
import type { defaultNotificationsMessages } from '../../notificationsMessages'

const ko: Translation<typeof defaultNotificationsMessages> = {
  bell: { none: '알림', some: { other: '알림, 읽지 않음 {count}개' } },
  title: '알림',
  markAllRead: '모두 읽음으로 표시',
  markingAllRead: '모두 읽음으로 표시하는 중',
  empty: '새 알림이 없습니다. 모두 확인했습니다.',
  loading: '알림을 불러오는 중',
  loadFailed: '알림을 불러오지 못했습니다.',
  panelFailed: '알림을 열지 못했습니다. 다시 시도해 주세요.',
  changeFailed: '변경 사항을 저장하지 못했습니다. 다시 시도해 주세요.',
  retry: '다시 시도',
  unread: '읽지 않음',
  pinned: '고정됨',
  open: '열기',
  markRead: '읽음으로 표시',
  markUnread: '읽지 않음으로 표시',
  pin: '고정',
  unpin: '고정 해제',
  actionOn: '{action}: {title}',
}

export default ko
