import type { Translation } from '../../../i18n/translation'
import type { defaultResetPhoneNumberMessages } from '../../resetPhoneNumberMessages'

const he: Translation<typeof defaultResetPhoneNumberMessages> = {
  request: {
    title: 'איפוס מספר הטלפון',
    description: 'הטלפון שאיתו נכנסת לחשבון אבד? יש להזין את כתובת האימייל של החשבון, ונשלח באימייל קוד להגדרת מספר חדש.',
    emailLabel: 'אימייל',
    submit: 'שליחת קוד באימייל',
  },
  verify: {
    title: 'כדאי לבדוק את תיבת האימייל',
    description: 'אם קיים חשבון עבור {email}, שלחנו אליו באימייל קוד בן 6 ספרות.',
    codeLabel: 'הקוד מהאימייל',
    submit: 'אימות',
    resend: 'שליחת קוד חדש',
    resent: 'שלחנו קוד חדש.',
    back: 'שימוש בכתובת אימייל אחרת',
  },
  change: {
    title: 'הזנת מספר הטלפון החדש',
    description: 'מעכשיו נשלח את קודי הכניסה ב-SMS למספר הזה.',
    phoneLabel: 'מספר טלפון חדש',
    phoneDescription: 'כולל קידומת המדינה, למשל +1 202 555 0143.',
    submit: 'שינוי מספר הטלפון',
    changed: 'מספר הטלפון שלך הוא עכשיו {phone}. מעבירים אותך לכניסה.',
    startAgain: 'התחלה מחדש',
  },
  backToLogin: 'חזרה לכניסה',
  sending: 'מתבצעת שליחה',
  verifying: 'מתבצע אימות',
  changing: 'מתבצע שינוי',
}

export default he
