/**
 * מילון מונחים לעברית (he) – יש להשתמש בהם באופן אחיד בכל הקטלוגים:
 *   sign in / sign-in              → כניסה / להיכנס
 *   sign out                       → יציאה / לצאת
 *   signed in (state), stay signed in → מחובר, להישאר מחובר
 *   sign up / sign-up              → הרשמה / להירשם
 *   passkey                        → מפתח גישה
 *   security key                   → מפתח אבטחה
 *   two-factor authentication      → אימות דו-שלבי
 *   multi-factor authentication    → אימות רב-שלבי (MFA)
 *   second factor                  → אמצעי אימות נוסף
 *   authenticator app              → אפליקציית אימות
 *   one-time code / code           → קוד חד-פעמי / קוד
 *   recovery code                  → קוד שחזור
 *   account (tenant) / sub-account → חשבון / חשבון משנה
 *   organisation                   → ארגון
 *   role / permission / group      → תפקיד / הרשאה / קבוצה
 *   single sign-on (SSO)           → כניסה יחידה (SSO)
 *   identity provider (IdP)        → ספק זהויות (IdP)
 *   session                        → סשן (ולא "הפעלה", שמשמשת ל-activation)
 *   API token                      → אסימון API
 *   audit log                      → יומן ביקורת
 *   administrator                  → מנהל מערכת
 *   email / text message (SMS)     → אימייל / הודעת SMS
 *   impersonation                  → התחזות
 *   provisioning                   → הקצאת משתמשים
 *   verify / validate (domain)     → אימות / אימות
 *   subscription / plan / invoice  → מינוי / תוכנית / חשבונית
 * סגנון: הנחיות בלשון ניטרלית ("יש להזין…", "אפשר…"), כפתורים כשם פעולה ("שמירה", "ביטול",
 * "ניסיון נוסף"), מצבי המתנה כ"מתבצעת שמירה", "בטעינה". מירכאות: "…" ישרות.
 */
import type { Translation } from '../../translation'
import type { defaultMessages } from '../../messages'

const he: Translation<typeof defaultMessages> = {
  errors: {
    network: 'לא הצלחנו להתחבר לשרת. יש לבדוק את החיבור לאינטרנט ולנסות שוב.',
    timeout: 'השרת לא ענה בזמן. יש לבדוק את החיבור לאינטרנט ולנסות שוב.',
    malformed: 'השרת שלח תשובה שלא הצלחנו לקרוא. יש לנסות שוב.',
    unknown: 'משהו השתבש. יש לנסות שוב.',
    emailRequired: 'יש להזין את כתובת האימייל.',
    invalidEmail: 'יש להזין כתובת אימייל תקינה, למשל name@example.com.',
    passwordRequired: 'יש להזין את הסיסמה.',
    unsupportedStrategy: 'שיטת הכניסה הזו לא זמינה כאן.',
    invalidOneTimeCode: 'יש להזין את הקוד בן 6 הספרות ששלחנו.',
    breachedPassword: 'הסיסמה הזו נחשפה בדליפת מידע. כדי להיכנס, יש לאפס אותה.',
    passkeyCancelled: 'הבקשה למפתח הגישה בוטלה או שפג הזמן שלה. אפשר לנסות שוב.',
    ceremonyAborted: 'הבקשה למפתח הגישה בוטלה.',
    webauthnUnsupported: 'הדפדפן הזה לא תומך במפתחות גישה.',
    passkeyAlreadyRegistered: 'במכשיר הזה כבר יש מפתח גישה לחשבון שלך.',
    passkeyFailed: 'לא הצלחנו להשתמש במפתח הגישה שלך. יש לנסות שוב.',
    ssoAddressRefused: 'כתובת הכניסה היחידה של הארגון שלך אינה תקינה, ולכן לא נוכל להעביר אותך אליה. יש לפנות למנהל המערכת.',
    ssoFailed: 'לא הצלחנו לפתוח את דף הכניסה של הארגון שלך. יש לנסות שוב.',
    signInNotStarted: 'הכניסה הזו לא התחילה בדפדפן הזה, או שכבר נעשה בה שימוש. יש להתחיל מחדש מדף הכניסה.',
    socialLoginNotStarted: 'לא הצלחנו להתחיל את הכניסה הזו בדפדפן הזה. יש לנסות שוב או לבחור דרך אחרת.',
    stateMismatch: 'התשובה מדף הכניסה לא שייכת לכניסה שהתחילה בדפדפן הזה. יש להיכנס שוב.',
    missingCode: 'דף הכניסה לא החזיר קוד כניסה. יש להיכנס שוב.',
    tokenRefused: 'לא ניתן היה להשלים את הכניסה: שירות הכניסה דחה אותה. יש להיכנס שוב.',
    invalidResponse: 'שירות הכניסה שלח תשובה שלא הצלחנו לאמת. יש להיכנס שוב.',
  },
  controls: {
    loading: 'בטעינה',
    showPassword: 'הצגת הסיסמה',
    hidePassword: 'הסתרת הסיסמה',
    clearSearch: 'ניקוי החיפוש',
    remove: 'הסרה',
    showAll: 'הצגת הכול',
    actionsFailed: 'לא ניתן היה לטעון את הפעולות. יש לנסות שוב.',
    previousPage: 'הדף הקודם',
    nextPage: 'הדף הבא',
    pageStatus: 'דף {page} מתוך {total}',
  },
  signedIn: { title: 'נכנסת לחשבון', description: 'מחובר בתור {email}', signOut: 'יציאה' },
  vendor: {
    securedBy: 'מאובטח על ידי Gatehouse',
  },
  session: {
    restoring: { title: 'בודקים את הסשן שלך', description: 'רק רגע, אנחנו בודקים אם נכנסת לחשבון.' },
    signingOut: { title: 'מתבצעת יציאה', description: 'הסשן שלך במכשיר הזה מסתיים.' },
  },
  login: {
    stepLoading: { title: 'רק רגע', description: 'השלב הבא בטעינה.' },
    stepFailed: {
      title: 'השלב הזה לא נטען',
      description: 'לא הצלחנו לטעון את השלב הבא בכניסה. יש לבדוק את החיבור לאינטרנט ולנסות שוב.',
      retry: 'ניסיון נוסף',
    },
    emailStep: {
      title: 'כניסה',
      description: 'כדי להמשיך, יש להזין את כתובת האימייל בעבודה.',
      emailLabel: 'אימייל',
      submit: 'המשך',
    },
    redirectToSSO: {
      title: 'מעבר לכניסה יחידה',
      description: 'הארגון שלך מכניס אותך דרך ספק הזהויות שלו. מעבירים אותך לשם עכשיו.',
      cancel: 'שימוש בכתובת אימייל אחרת',
    },
    success: {
      title: 'נכנסת לחשבון',
      description: 'מעבירים אותך לאפליקציה.',
    },
    pending: 'מתבצעת כניסה',
  },
  social: {
    divider: 'או',
    continueWith: 'המשך עם {provider}',
    listLabel: 'כניסה עם חשבון אחר',
  },
  callback: {
    verifying: {
      title: 'מתבצעת כניסה',
      description: 'בודקים את התשובה מספק הכניסה שלך.',
      magicLinkDescription: 'בודקים את קישור הכניסה שלך.',
    },
    failed: {
      title: 'לא הצלחנו להכניס אותך',
      leaving: 'מחזירים אותך בעוד רגע.',
      backToLogin: 'חזרה לכניסה',
    },
    twoFactor: {
      title: 'עוד שלב אחד',
      description: 'החשבון שלך דורש אמצעי אימות נוסף. מעבירים אותך לשם.',
    },
  },
  passkeys: {
    signIn: 'כניסה עם מפתח גישה',
    waiting: 'ממתינים למפתח הגישה שלך',
    cancel: 'ביטול',
    prompt: {
      title: 'כניסה מהירה יותר עם מפתח גישה',
      description: 'בפעם הבאה אפשר להשתמש בטביעת אצבע, בזיהוי פנים או בנעילת המסך במקום בסיסמה.',
      create: 'יצירת מפתח גישה',
      creating: 'יוצרים את מפתח הגישה שלך',
      notNow: 'לא עכשיו',
      dontShowAgain: 'לא להציג שוב',
    },
  },
}

export default he
