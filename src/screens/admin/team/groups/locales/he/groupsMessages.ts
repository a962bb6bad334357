import type { Translation } from '../../../../../i18n/translation'
import type { defaultGroupsMessages } from '../../groupsMessages'

const he: Translation<typeof defaultGroupsMessages> = {
  teamGroups: {
    description: 'קבוצה מעניקה את אותם תפקידים לכל החברים בה.',
    add: 'קבוצה חדשה',
    tableLabel: 'קבוצות',
    columns: { name: 'שם', color: 'צבע', description: 'תיאור', members: 'חברים', roles: 'תפקידים', actions: 'פעולות' },
    noRoles: 'אין תפקידים',
    empty: 'עדיין אין קבוצות.',
    loadFailed: 'הקבוצות לא נטענו.',
    retry: 'ניסיון נוסף',
    readOnly: 'אפשר לצפות בקבוצות, אבל לא לשנות אותן.',
    actionsFor: 'פעולות עבור {name}',
    actions: { edit: 'עריכת הפרטים', members: 'ניהול החברים', roles: 'ניהול התפקידים', delete: 'מחיקת הקבוצה' },
    colors: { indigo: 'אינדיגו', sky: 'תכלת', emerald: 'ירוק אמרלד', amber: 'ענבר', red: 'אדום', violet: 'סגול', pink: 'ורוד', gray: 'אפור' },
    form: {
      createTitle: 'קבוצה חדשה',
      editTitle: 'עריכת {name}',
      name: 'שם',
      description: 'תיאור (אופציונלי)',
      color: 'צבע',
      roles: 'תפקידים',
      create: 'יצירת הקבוצה',
      save: 'שמירה',
      cancel: 'ביטול',
      creating: 'מתבצעת יצירה',
      saving: 'מתבצעת שמירה',
      nameRequired: 'יש להזין שם.',
      createdButNotFilled: 'הקבוצה {name} נוצרה, אבל לא כל החברים או התפקידים שלה נוספו. אפשר לנסות שוב כדי להוסיף את השאר.',
    },
    picker: {
      search: 'חיפוש אנשים',
      hint: 'כדי למצוא אנשים, יש להקליד שם או כתובת אימייל.',
      results: 'אנשים',
      noMatch: 'אף אחד לא תואם ל-"{search}".',
      searching: 'מתבצע חיפוש',
      chosen: 'חברים',
      none: 'עדיין אין אף אחד.',
      remove: 'הסרה',
      loadFailed: 'האנשים לא נטענו.',
    },
    membersDialog: { title: 'החברים ב-{name}', save: 'שמירת החברים', saving: 'מתבצעת שמירה', cancel: 'ביטול' },
    rolesDialog: { title: 'התפקידים של {name}', description: 'כל החברים בקבוצה יקבלו את התפקידים האלה.', save: 'שמירת התפקידים', saving: 'מתבצעת שמירה', cancel: 'ביטול' },
    deleteDialog: {
      title: 'למחוק את הקבוצה {name}?',
      description: 'החברים בה יאבדו את התפקידים שהיא מעניקה להם. אי אפשר לבטל את הפעולה הזו.',
      confirm: 'מחיקה',
      pending: 'מתבצעת מחיקה',
      cancel: 'ביטול',
    },
    done: {
      created: 'הקבוצה {name} נוצרה.',
      saved: 'הקבוצה {name} נשמרה.',
      deleted: 'הקבוצה {name} נמחקה.',
      membersSaved: 'החברים ב-{name} נשמרו.',
      rolesSaved: 'התפקידים של {name} נשמרו.',
    },
  },
}

export default he
