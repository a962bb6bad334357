import type { Translation } from '../../translation'
import type { defaultLoginStepMessages } from '../../loginStepMessages'

const he: Translation<typeof defaultLoginStepMessages> = {
  passwordStep: {
    title: 'הזנת הסיסמה',
    signingInAs: 'כניסה בתור',
    changeEmail: 'שימוש בכתובת אימייל אחרת',
    passwordLabel: 'סיסמה',
    showPassword: 'הצגת הסיסמה',
    hidePassword: 'הסתרת הסיסמה',
    forgotPassword: 'שכחת את הסיסמה?',
    submit: 'כניסה',
  },
  quickLogin: {
    title: 'כניסה מהירה יותר בפעם הבאה',
    description: 'אפשר להוסיף מספר טלפון, ונשלח אליו קוד כניסה ב-SMS, בלי צורך בסיסמה.',
    phoneLabel: 'מספר טלפון',
    phoneDescription: 'כולל קידומת המדינה, למשל +1 555 555 0123.',
    sendCode: 'שליחת קוד ב-SMS',
    codeTitle: 'הזנת הקוד ששלחנו ב-SMS',
    codeDescription: 'שלחנו קוד בן 6 ספרות למספר {phone}.',
    codeLabel: 'קוד',
    verify: 'הוספת הטלפון',
    changePhone: 'שימוש במספר אחר',
    notNow: 'לא עכשיו',
  },
  breachedPassword: {
    title: 'צריך להחליף את הסיסמה',
    description: 'הסיסמה של {email} נחשפה בדליפת מידע באתר אחר. כדי לשמור על החשבון שלך, יש להגדיר סיסמה חדשה לפני הכניסה.',
    submit: 'שליחת קישור לאיפוס באימייל',
    pending: 'מתבצעת שליחה',
    back: 'שימוש בכתובת אימייל אחרת',
  },
  breachedPasswordSuccess: {
    title: 'כדאי לבדוק את תיבת האימייל',
    description: 'שלחנו אל {email} קישור להגדרת סיסמה חדשה. אחרי שהסיסמה תוחלף, יש להיכנס שוב.',
    back: 'חזרה לכניסה',
  },
  magicLink: {
    title: 'כדאי לבדוק את תיבת האימייל',
    description: 'שלחנו קישור כניסה אל {email}. כדי להמשיך, יש לפתוח אותו במכשיר הזה.',
    resent: 'שלחנו קישור חדש.',
    resend: 'שליחת קישור חדש',
    back: 'שימוש בכתובת אימייל אחרת',
  },
  oneTimeCode: {
    title: 'הזנת הקוד ששלחנו באימייל',
    description: 'שלחנו קוד בן 6 ספרות אל {email}.',
    smsTitle: 'הזנת הקוד ששלחנו ב-SMS',
    smsDescription: 'שלחנו קוד בן 6 ספרות למספר {phone}.',
    smsDescriptionNoPhone: 'שלחנו קוד בן 6 ספרות למספר הטלפון שרשום בחשבון שלך.',
    codeLabel: 'קוד',
    resent: 'שלחנו קוד חדש.',
    resend: 'שליחת קוד חדש',
    submit: 'כניסה',
    back: 'שימוש בכתובת אימייל אחרת',
    lostPhone: 'אין לך גישה לטלפון הזה?',
  },
}

export default he
