import type { Translation } from '../../../../i18n/translation'
import type { defaultAuditsMessages } from '../../auditsMessages'

const ar: Translation<typeof defaultAuditsMessages> = {
  description: 'من فعل ماذا في حسابك، ومتى.',
  tableLabel: 'سجلات التدقيق',
  columns: { createdAt: 'الوقت', user: 'المستخدم', action: 'الإجراء', description: 'الوصف', ip: 'عنوان IP', severity: 'الخطورة', userAgent: 'وكيل المستخدم', json: 'بيانات JSON' },
  stats: {
    label: 'إجماليات التدقيق',
    today: 'اليوم',
    severeThisWeek: 'الخطيرة هذا الأسبوع',
    unavailable: 'الإجماليات غير متاحة حاليًا.',
  },
  search: 'البحث في سجلات التدقيق',
  filters: {
    label: 'عوامل التصفية',
    applied: 'عوامل التصفية المطبَّقة',
    column: 'التصفية حسب',
    value: 'القيمة',
    add: 'إضافة عامل تصفية',
    none: 'لا توجد عوامل تصفية',
    remove: 'إزالة عامل التصفية',
    valueRequired: 'أدخل قيمة للتصفية حسبها.',
  },
  columnPicker: { open: 'الأعمدة', label: 'الأعمدة المعروضة' },
  virtualScroll: 'التمرير عبر كل السجلات',
  virtualLoading: 'جارٍ تحميل عرض التمرير',
  virtualFailed: 'تعذّر تحميل عرض التمرير.',
  loading: 'جارٍ تحميل سجلات التدقيق',
  loadingRow: 'جارٍ التحميل',
  empty: 'لا توجد سجلات تدقيق بعد.',
  noMatch: 'لا توجد سجلات تدقيق تطابق البحث أو عوامل التصفية.',
  loadFailed: 'تعذّر تحميل سجلات التدقيق.',
  retry: 'إعادة المحاولة',
  total: {
    zero: '{count} سجل',
    one: 'سجل واحد',
    two: 'سجلان',
    few: '{count} سجلات',
    many: '{count} سجلًا',
    other: '{count} سجل',
  },
  pages: { label: 'صفحات سجل التدقيق', previous: 'الصفحة السابقة', next: 'الصفحة التالية', status: 'الصفحة {page} من {total}' },
  details: { open: 'تفاصيل {action} في {time}', title: 'تفاصيل سجل التدقيق', json: 'بيانات JSON', copy: 'نسخ JSON', copied: 'تم النسخ', copyFailed: 'تعذّر النسخ. حدّد النص وانسخه.', close: 'إغلاق', noJson: 'لا توجد بيانات' },
  export: { start: 'تصدير CSV', pending: 'جارٍ التصدير', done: 'تم تصدير سجلات التدقيق إلى audits.csv.', failed: 'تعذّر تصدير سجلات التدقيق.' },
}

export default ar
