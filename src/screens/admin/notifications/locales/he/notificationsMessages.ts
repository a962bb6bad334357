import type { Translation } from '../../../../i18n/translation'
import type { defaultNotificationsMessages } from '../../notificationsMessages'

const he: Translation<typeof defaultNotificationsMessages> = {
  bell: { none: 'התראות', some: { one: 'התראות, אחת שלא נקראה', two: 'התראות, שתיים שלא נקראו', other: 'התראות, {count} שלא נקראו' } },
  title: 'התראות',
  markAllRead: 'סימון הכול כנקרא',
  markingAllRead: 'מתבצע סימון של הכול כנקרא',
  empty: 'אין התראות חדשות.',
  loading: 'ההתראות בטעינה',
  loadFailed: 'ההתראות שלך לא נטענו.',
  panelFailed: 'ההתראות שלך לא נפתחו. יש לנסות שוב.',
  changeFailed: 'השינוי לא נשמר. יש לנסות שוב.',
  retry: 'ניסיון נוסף',
  unread: 'לא נקראה',
  pinned: 'מוצמדת',
  open: 'פתיחה',
  markRead: 'סימון כנקראה',
  markUnread: 'סימון כלא נקראה',
  pin: 'הצמדה',
  unpin: 'ביטול ההצמדה',
  actionOn: '{action}: {title}',
}

export default he
