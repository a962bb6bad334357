import type { Translation } from '../../../../i18n/translation'
import type { defaultNotificationsMessages } from '../../notificationsMessages'

const ar: Translation<typeof defaultNotificationsMessages> = {
  bell: {
    none: 'الإشعارات',
    some: {
      zero: 'الإشعارات، {count} إشعار غير مقروء',
      one: 'الإشعارات، إشعار واحد غير مقروء',
      two: 'الإشعارات، إشعاران غير مقروءين',
      few: 'الإشعارات، {count} إشعارات غير مقروءة',
      many: 'الإشعارات، {count} إشعارًا غير مقروء',
      other: 'الإشعارات، {count} إشعار غير مقروء',
    },
  },
  title: 'الإشعارات',
  markAllRead: 'تعليم الكل كمقروء',
  markingAllRead: 'جارٍ تعليم الكل كمقروء',
  empty: 'لا توجد إشعارات جديدة: لقد اطّلعت على كل شيء.',
  loading: 'جارٍ تحميل الإشعارات',
  loadFailed: 'لم يتم تحميل إشعاراتك.',
  panelFailed: 'لم يتم فتح إشعاراتك. حاول مرة أخرى.',
  changeFailed: 'لم يتم حفظ هذا التغيير. حاول مرة أخرى.',
  retry: 'إعادة المحاولة',
  unread: 'غير مقروء',
  pinned: 'مثبَّت',
  open: 'فتح',
  markRead: 'تعليم كمقروء',
  markUnread: 'تعليم كغير مقروء',
  pin: 'تثبيت',
  unpin: 'إلغاء التثبيت',
  actionOn: '{action}: {title}',
}

export default ar
