import type { Translation } from '../../../i18n/translation'
import type { defaultResetPhoneNumberMessages } from '../../resetPhoneNumberMessages'

const ar: Translation<typeof defaultResetPhoneNumberMessages> = {
  request: {
    title: 'إعادة تعيين رقم الهاتف',
    description: 'هل فقدت الهاتف الذي تسجّل الدخول به؟ أدخل البريد الإلكتروني لحسابك وسنرسل إليك رمزًا لتعيين رقم جديد.',
    emailLabel: 'البريد الإلكتروني',
    submit: 'إرسال رمز إلى بريدي الإلكتروني',
  },
  verify: {
    title: 'تحقّق من بريدك الإلكتروني',
    description: 'إذا كان هناك حساب مرتبط بـ {email}، فقد أرسلنا إليه رمزًا مكوّنًا من 6 أرقام.',
    codeLabel: 'الرمز الوارد في البريد الإلكتروني',
    submit: 'تحقق',
    resend: 'إرسال رمز جديد',
    resent: 'أرسلنا رمزًا جديدًا.',
    back: 'استخدام بريد إلكتروني آخر',
  },
  change: {
    title: 'أدخل رقم هاتفك الجديد',
    description: 'من الآن فصاعدًا، سنرسل رموز تسجيل الدخول في رسائل نصية إلى هذا الرقم.',
    phoneLabel: 'رقم الهاتف الجديد',
    phoneDescription: 'أدرج رمز البلد، مثل \u200E+1 202 555 0143\u200E.',
    submit: 'تغيير رقم الهاتف',
    changed: 'رقم هاتفك الآن هو {phone}. جارٍ نقلك إلى تسجيل الدخول.',
    startAgain: 'البدء من جديد',
  },
  backToLogin: 'العودة إلى تسجيل الدخول',
  sending: 'جارٍ الإرسال',
  verifying: 'جارٍ التحقق',
  changing: 'جارٍ التغيير',
}

export default ar
