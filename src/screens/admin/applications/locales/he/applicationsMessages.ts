import type { Translation } from '../../../../i18n/translation'
import type { defaultApplicationsMessages } from '../../applicationsMessages'

const he: Translation<typeof defaultApplicationsMessages> = {
  description: 'האפליקציות של החשבון שלך ומי רשאי להשתמש בהן. אפליקציות שזמינות לכולם לא דורשות הקצאה.',
  readOnly: 'אפשר לראות מי רשאי להשתמש בכל אפליקציה, אבל לא לשנות זאת.',
  tableLabel: 'אפליקציות',
  empty: 'אין אפליקציות בחשבון הזה.',
  loadFailed: 'האפליקציות של החשבון לא נטענו.',
  retry: 'ניסיון נוסף',
  columns: { name: 'אפליקציה', access: 'מי רשאי להשתמש בה' },
  everyone: 'זמינה לכולם',
  assignedNone: 'לא הוקצו משתמשים',
  assignedOne: 'הוקצה משתמש אחד',
  assignedMany: 'הוקצו {count} משתמשים',
  assignedUsers: 'המשתמשים שהוקצו ל-{app}',
  showAll: 'הצגת כל ה-{count}',
  showFewer: 'הצגת פחות',
  assignFor: 'הקצאת משתמש ל-{app}',
  assign: 'הקצאת משתמש',
  unassignFor: 'ביטול ההקצאה של {user} ל-{app}',
  unassign: 'ביטול הקצאה',
  assignDialog: {
    title: 'הקצאת משתמש ל-{app}',
    user: 'משתמש',
    userPlaceholder: 'בחירת משתמש',
    userHint: 'אחרי ההקצאה המשתמש יוכל להשתמש ב-{app}.',
    userMissing: 'יש לבחור את המשתמש להקצאה.',
    nobody: 'לכל המשתמשים בחשבון כבר יש את האפליקציה הזו.',
    usersFailed: 'המשתמשים של החשבון לא נטענו, ולכן אי אפשר לבחור אף אחד.',
    submit: 'הקצאה',
    pending: 'מתבצעת הקצאה',
    cancel: 'ביטול',
    failed: 'המשתמש לא הוקצה.',
  },
  unassignDialog: {
    title: 'לבטל את ההקצאה של {user} ל-{app}?',
    description: 'המשתמש לא יוכל להשתמש ב-{app} עד שיוקצה שוב.',
    confirm: 'ביטול הקצאה',
    pending: 'מתבצע ביטול הקצאה',
    cancel: 'ביטול',
    failed: 'ההקצאה של המשתמש לא בוטלה.',
  },
  done: { assigned: '{user} יכול עכשיו להשתמש ב-{app}.', unassigned: '{user} כבר לא יכול להשתמש ב-{app}.' },
}

export default he
