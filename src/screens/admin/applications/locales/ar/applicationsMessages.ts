import type { Translation } from '../../../../i18n/translation'
import type { defaultApplicationsMessages } from '../../applicationsMessages'

const ar: Translation<typeof defaultApplicationsMessages> = {
  description: 'تطبيقات حسابك ومن يحق له استخدامها. لا تحتاج التطبيقات المتاحة للجميع إلى تعيين.',
  readOnly: 'يمكنك عرض من يحق له استخدام كل تطبيق دون تغييره.',
  tableLabel: 'التطبيقات',
  empty: 'لا توجد تطبيقات في هذا الحساب.',
  loadFailed: 'لم يتم تحميل تطبيقات الحساب.',
  retry: 'إعادة المحاولة',
  columns: { name: 'التطبيق', access: 'من يحق له استخدامه' },
  everyone: 'متاح للجميع',
  assignedNone: 'لا يوجد مستخدمون معيَّنون',
  assignedOne: 'مستخدم واحد معيَّن',
  assignedMany: 'المستخدمون المعيَّنون: {count}',
  assignedUsers: 'المستخدمون المعيَّنون لـ {app}',
  showAll: 'عرض الكل ({count})',
  showFewer: 'عرض عدد أقل',
  assignFor: 'تعيين مستخدم لـ {app}',
  assign: 'تعيين مستخدم',
  unassignFor: 'إلغاء تعيين {user} من {app}',
  unassign: 'إلغاء التعيين',
  assignDialog: {
    title: 'تعيين مستخدم لـ {app}',
    user: 'المستخدم',
    userPlaceholder: 'اختر مستخدمًا',
    userHint: 'يمكنه استخدام {app} بعد تعيينه.',
    userMissing: 'اختر المستخدم الذي تريد تعيينه.',
    nobody: 'كل مستخدمي الحساب لديهم هذا التطبيق بالفعل.',
    usersFailed: 'لم يتم تحميل مستخدمي الحساب، لذا لا يمكن اختيار أحد.',
    submit: 'تعيين',
    pending: 'جارٍ التعيين',
    cancel: 'إلغاء',
    failed: 'لم يتم تعيين المستخدم.',
  },
  unassignDialog: {
    title: 'هل تريد إلغاء تعيين {user} من {app}؟',
    description: 'لن يتمكن من استخدام {app} حتى يُعيَّن مرة أخرى.',
    confirm: 'إلغاء التعيين',
    pending: 'جارٍ إلغاء التعيين',
    cancel: 'إلغاء',
    failed: 'لم يتم إلغاء تعيين المستخدم.',
  },
  done: { assigned: 'يمكن لـ {user} الآن استخدام {app}.', unassigned: 'لم يعد بإمكان {user} استخدام {app}.' },
}

export default ar
