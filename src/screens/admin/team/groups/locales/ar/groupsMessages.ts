import type { Translation } from '../../../../../i18n/translation'
import type { defaultGroupsMessages } from '../../groupsMessages'

const ar: Translation<typeof defaultGroupsMessages> = {
  teamGroups: {
    description: 'تمنح المجموعة جميع أعضائها الأدوار نفسها.',
    add: 'مجموعة جديدة',
    tableLabel: 'المجموعات',
    columns: { name: 'الاسم', color: 'اللون', description: 'الوصف', members: 'الأعضاء', roles: 'الأدوار', actions: 'الإجراءات' },
    noRoles: 'بلا أدوار',
    empty: 'لا توجد مجموعات بعد.',
    loadFailed: 'لم يتم تحميل المجموعات.',
    retry: 'إعادة المحاولة',
    readOnly: 'يمكنك عرض المجموعات دون تغييرها.',
    actionsFor: 'إجراءات {name}',
    actions: { edit: 'تعديل التفاصيل', members: 'إدارة الأعضاء', roles: 'إدارة الأدوار', delete: 'حذف المجموعة' },
    colors: { indigo: 'نيلي', sky: 'أزرق سماوي', emerald: 'زمردي', amber: 'كهرماني', red: 'أحمر', violet: 'بنفسجي', pink: 'وردي', gray: 'رمادي' },
    form: {
      createTitle: 'مجموعة جديدة',
      editTitle: 'تعديل {name}',
      name: 'الاسم',
      description: 'الوصف (اختياري)',
      color: 'اللون',
      roles: 'الأدوار',
      create: 'إنشاء المجموعة',
      save: 'حفظ',
      cancel: 'إلغاء',
      creating: 'جارٍ الإنشاء',
      saving: 'جارٍ الحفظ',
      nameRequired: 'أدخل اسمًا.',
      createdButNotFilled: 'تم إنشاء المجموعة {name}، لكن لم تتم إضافة كل أعضائها أو أدوارها. حاول مرة أخرى لإضافة الباقي.',
    },
    picker: {
      search: 'البحث عن أشخاص',
      hint: 'اكتب اسمًا أو بريدًا إلكترونيًا للبحث عن أشخاص.',
      results: 'الأشخاص',
      noMatch: 'لا أحد يطابق «{search}».',
      searching: 'جارٍ البحث',
      chosen: 'الأعضاء',
      none: 'لا أحد بعد.',
      remove: 'إزالة',
      loadFailed: 'لم يتم تحميل الأشخاص.',
    },
    membersDialog: { title: 'أعضاء {name}', save: 'حفظ الأعضاء', saving: 'جارٍ الحفظ', cancel: 'إلغاء' },
    rolesDialog: { title: 'أدوار {name}', description: 'يحصل كل أعضاء المجموعة على هذه الأدوار.', save: 'حفظ الأدوار', saving: 'جارٍ الحفظ', cancel: 'إلغاء' },
    deleteDialog: {
      title: 'هل تريد حذف المجموعة {name}؟',
      description: 'سيفقد أعضاؤها الأدوار التي تمنحها لهم. لا يمكن التراجع عن هذا الإجراء.',
      confirm: 'حذف',
      pending: 'جارٍ الحذف',
      cancel: 'إلغاء',
    },
    done: {
      created: 'تم إنشاء المجموعة {name}.',
      saved: 'تم حفظ المجموعة {name}.',
      deleted: 'تم حذف المجموعة {name}.',
      membersSaved: 'تم حفظ أعضاء {name}.',
      rolesSaved: 'تم حفظ أدوار {name}.',
    },
  },
}

export default ar
