import type { Translation } from '../../../../i18n/translation'
import type { defaultAuditsMessages } from '../../auditsMessages'

const he: Translation<typeof defaultAuditsMessages> = {
  description: 'מי עשה מה בחשבון שלך, ומתי.',
  tableLabel: 'יומני ביקורת',
  columns: { createdAt: 'זמן', user: 'משתמש', action: 'פעולה', description: 'תיאור', ip: 'כתובת IP', severity: 'חומרה', userAgent: 'User Agent', json: 'נתוני JSON' },
  stats: {
    label: 'סיכומי הביקורת',
    today: 'היום',
    severeThisWeek: 'חמורים השבוע',
    unavailable: 'הסיכומים לא זמינים כרגע.',
  },
  search: 'חיפוש ביומני הביקורת',
  filters: {
    label: 'מסננים',
    applied: 'מסננים פעילים',
    column: 'סינון לפי',
    value: 'ערך',
    add: 'הוספת מסנן',
    none: 'אין מסננים',
    remove: 'הסרת המסנן',
    valueRequired: 'יש להזין ערך לסינון.',
  },
  columnPicker: { open: 'עמודות', label: 'עמודות מוצגות' },
  virtualScroll: 'גלילה בכל הרשומות',
  virtualLoading: 'תצוגת הגלילה בטעינה',
  virtualFailed: 'לא הצלחנו לטעון את תצוגת הגלילה.',
  loading: 'יומני הביקורת בטעינה',
  loadingRow: 'בטעינה',
  empty: 'עדיין אין רשומות ביומן הביקורת.',
  noMatch: 'אין רשומות ביומן הביקורת שתואמות לחיפוש או למסננים.',
  loadFailed: 'לא הצלחנו לטעון את יומני הביקורת.',
  retry: 'ניסיון נוסף',
  total: { one: 'רשומה אחת', two: 'שתי רשומות', other: '{count} רשומות' },
  pages: { label: 'דפי יומן הביקורת', previous: 'הדף הקודם', next: 'הדף הבא', status: 'דף {page} מתוך {total}' },
  details: {
    open: 'פרטי {action} ב-{time}',
    title: 'פרטי רשומת הביקורת',
    json: 'נתוני JSON',
    copy: 'העתקת ה-JSON',
    copied: 'הועתק',
    copyFailed: 'ההעתקה לא הצליחה. אפשר לסמן את הטקסט ולהעתיק אותו.',
    close: 'סגירה',
    noJson: 'אין נתונים',
  },
  export: { start: 'ייצוא ל-CSV', pending: 'מתבצע ייצוא', done: 'יומני הביקורת יוצאו לקובץ audits.csv.', failed: 'לא הצלחנו לייצא את יומני הביקורת.' },
}

export default he
