import type { Translation } from '../../../i18n/translation'
import type { defaultAdminMessages } from '../../adminMessages'

const he: Translation<typeof defaultAdminMessages> = {
  navigationLabel: 'פורטל הניהול',
  groups: {
    personal: 'אישי',
    workspace: 'סביבת עבודה',
  },
  sections: {
    profile: 'פרופיל',
    privacy: 'פרטיות ואבטחה',
    personalApiTokens: 'אסימוני API אישיים',
    account: 'הגדרות החשבון',
    users: 'משתמשים',
    groups: 'קבוצות',
    security: 'אבטחה',
    sso: 'כניסה יחידה',
    audits: 'יומני ביקורת',
    webhooks: 'Webhooks',
    apiTokens: 'אסימוני API',
    roles: 'תפקידים',
    subscriptions: 'מינויים',
    allAccounts: 'כל החשבונות',
    usage: 'שימוש',
    provisioning: 'הקצאת משתמשים',
    applications: 'אפליקציות',
    reports: 'דוחות',
  },
  loading: 'בטעינה',
  loadingSection: '{section} בטעינה',
  noAccess: {
    title: 'אין לך גישה לדף הזה',
    description: 'התפקיד שלך לא כולל את {section}. אם יש לך צורך בגישה, אפשר לפנות למנהל מערכת של החשבון.',
  },
  notAllowed: {
    title: 'אין לך אפשרות לפתוח את הדף הזה',
    description: '{section} דורש הרשאה שלא כלולה בתפקיד שלך. אם יש לך צורך בדף הזה, אפשר לבקש אותה ממנהל מערכת של החשבון.',
    missing: 'הרשאה חסרה: {permissions}',
    or: ' או ',
  },
  notFound: {
    title: 'הדף לא נמצא',
    description: 'אין דף ניהול בכתובת הזו. ייתכן שנפלה בה טעות הקלדה, או שהדף לא זמין בחשבון שלך.',
  },
  empty: {
    title: 'עדיין אין מה לנהל',
    description: 'החשבון שלך לא מעניק לך גישה לאף דף ניהול. אם יש לך צורך בגישה, אפשר לפנות למנהל מערכת של החשבון.',
  },
  signedOut: {
    title: 'כדי להמשיך, יש להיכנס',
    description: 'פורטל הניהול מיועד לחברי חשבון שנכנסו למערכת.',
    signIn: 'כניסה',
  },
  failed: {
    title: 'הדף הזה לא נטען',
    description: 'יש לבדוק את החיבור לאינטרנט ולנסות שוב.',
    retry: 'ניסיון נוסף',
  },
  dialogsFailed: {
    title: 'החלון הזה לא נטען',
    description: 'יש לבדוק את החיבור לאינטרנט ולנסות שוב.',
    retry: 'ניסיון נוסף',
  },
  actionsFailed: 'הפעולות לא נטענו. יש לנסות שוב.',
  backTo: 'מעבר אל {section}',
}

export default he
