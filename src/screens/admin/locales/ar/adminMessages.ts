import type { Translation } from '../../../i18n/translation'
import type { defaultAdminMessages } from '../../adminMessages'

const ar: Translation<typeof defaultAdminMessages> = {
  navigationLabel: 'بوابة الإدارة',
  groups: {
    personal: 'شخصي',
    workspace: 'مساحة العمل',
  },
  sections: {
    profile: 'الملف الشخصي',
    privacy: 'الخصوصية والأمان',
    personalApiTokens: 'رموز API المميزة الشخصية',
    account: 'إعدادات الحساب',
    users: 'المستخدمون',
    groups: 'المجموعات',
    security: 'الأمان',
    sso: 'تسجيل الدخول الموحّد',
    audits: 'سجلات التدقيق',
    webhooks: 'خطافات الويب',
    apiTokens: 'رموز API المميزة',
    roles: 'الأدوار',
    subscriptions: 'الاشتراكات',
    allAccounts: 'كل الحسابات',
    usage: 'الاستخدام',
    provisioning: 'التزويد',
    applications: 'التطبيقات',
    reports: 'التقارير',
  },
  loading: 'جارٍ التحميل',
  loadingSection: 'جارٍ تحميل {section}',
  noAccess: {
    title: 'ليس لديك حق الوصول إلى هذه الصفحة',
    description: 'لا يتضمن دورك {section}. اطلبه من أحد مسؤولي حسابك إذا كنت تحتاج إليه.',
  },
  notAllowed: {
    title: 'لا يمكنك فتح هذه الصفحة',
    description: 'يتطلب {section} إذنًا لا يتضمنه دورك. اطلبه من أحد مسؤولي حسابك إذا كنت تحتاج إلى هذه الصفحة.',
    missing: 'الإذن المفقود: {permissions}',
    or: ' أو ',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    description: 'لا توجد صفحة إدارة على هذا العنوان. ربما أُدخل العنوان بشكل خاطئ، أو أن الصفحة غير متاحة لحسابك.',
  },
  empty: {
    title: 'لا يوجد شيء لإدارته بعد',
    description: 'لا يمنحك حسابك حق الوصول إلى أي صفحة إدارة. اطلب ذلك من أحد مسؤولي حسابك إذا كنت تحتاج إليه.',
  },
  signedOut: {
    title: 'سجّل الدخول للمتابعة',
    description: 'بوابة الإدارة مخصصة لأعضاء الحساب الذين سجّلوا الدخول.',
    signIn: 'تسجيل الدخول',
  },
  failed: {
    title: 'لم يتم تحميل هذه الصفحة',
    description: 'تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'إعادة المحاولة',
  },
  dialogsFailed: {
    title: 'لم يتم تحميل مربع الحوار هذا',
    description: 'تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'إعادة المحاولة',
  },
  actionsFailed: 'لم يتم تحميل الإجراءات. حاول مرة أخرى.',
  backTo: 'الانتقال إلى {section}',
}

export default ar
