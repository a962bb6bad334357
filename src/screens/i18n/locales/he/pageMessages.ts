import type { Translation } from '../../translation'
import type { defaultPageMessages } from '../../pageMessages'

const he: Translation<typeof defaultPageMessages> = {
  stepUp: {
    generating: {
      title: 'בודקים את הסשן שלך',
      description: 'רק רגע, אנחנו בודקים אם צריך לאמת אותו שוב.',
    },
    notEnrolled: {
      title: 'קודם צריך להגדיר אימות דו-שלבי',
      description: 'הפעולה הזו דורשת שלב אימות נוסף, אבל עדיין אין בחשבון שלך אפליקציית אימות, טלפון או מפתח אבטחה.',
      setUp: 'הגדרת אימות דו-שלבי',
      cancel: 'חזרה',
    },
    signingOut: {
      title: 'כניסה מחדש',
      description: 'לפני שממשיכים, צריך להיכנס שוב.',
    },
    success: {
      title: 'האימות הצליח',
      description: 'מחזירים אותך.',
    },
    gate: {
      title: 'אישור הזהות שלך',
      description: 'האזור הזה דורש אימות דו-שלבי שבוצע לאחרונה.',
      verify: 'אימות',
    },
  },
  forgotPassword: {
    title: 'איפוס הסיסמה',
    description: 'יש להזין את כתובת האימייל של החשבון, ונשלח קישור לאיפוס הסיסמה.',
    emailLabel: 'אימייל',
    submit: 'שליחת קישור לאיפוס',
    backToLogin: 'חזרה לכניסה',
    unknownError: 'אירעה שגיאה לא ידועה',
    success: {
      title: 'כדאי לבדוק את תיבת האימייל',
      description: 'אם קיים חשבון עבור {email}, קישור לאיפוס הסיסמה שלו כבר בדרך.',
      resend: 'שליחה לכתובת אימייל אחרת',
    },
    pending: 'מתבצעת שליחה',
  },
  hosted: {
    checkingSession: { title: 'בודקים את הסשן שלך', description: 'רק רגע, אנחנו בודקים אם עדיין נכנסת לחשבון.' },
    redirecting: { title: 'מעבירים אותך לכניסה', description: 'דף הכניסה נפתח.' },
    stepUp: { title: 'מאמתים את זהותך', description: 'דף הכניסה נפתח כדי לאשר את זהותך.' },
    exchanging: { title: 'מתבצעת כניסה', description: 'משלימים את הכניסה שלך.' },
    failed: { title: 'לא הצלחנו להכניס אותך', retry: 'כניסה מחדש' },
    startFailed: { title: 'לא הצלחנו לפתוח את דף הכניסה', retry: 'ניסיון נוסף' },
    signingOut: { title: 'מתבצעת יציאה', description: 'הסשן שלך מסתיים.' },
  },
}

export default he
