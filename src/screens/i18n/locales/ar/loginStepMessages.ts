import type { Translation } from '../../translation'
import type { defaultLoginStepMessages } from '../../loginStepMessages'

const ar: Translation<typeof defaultLoginStepMessages> = {
  passwordStep: {
    title: 'أدخل كلمة المرور',
    signingInAs: 'تسجيل الدخول باسم',
    changeEmail: 'استخدام بريد إلكتروني آخر',
    passwordLabel: 'كلمة المرور',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    forgotPassword: 'هل نسيت كلمة المرور؟',
    submit: 'تسجيل الدخول',
  },
  quickLogin: {
    title: 'سجّل الدخول بشكل أسرع في المرة القادمة',
    description: 'أضف رقم هاتفك وسنرسل إليك رمزًا في رسالة نصية لتسجيل الدخول، دون الحاجة إلى كلمة مرور.',
    phoneLabel: 'رقم الهاتف',
    phoneDescription: 'أدرج رمز البلد، مثل \u200E+1 555 555 0123\u200E.',
    sendCode: 'إرسال رمز في رسالة نصية',
    codeTitle: 'أدخل الرمز الذي أرسلناه إليك في رسالة نصية',
    codeDescription: 'أرسلنا رمزًا مكوّنًا من 6 أرقام إلى {phone}.',
    codeLabel: 'الرمز',
    verify: 'إضافة الهاتف',
    changePhone: 'استخدام رقم آخر',
    notNow: 'ليس الآن',
  },
  breachedPassword: {
    title: 'يجب تغيير كلمة المرور',
    description: 'ظهرت كلمة المرور الخاصة بـ {email} في تسرّب للبيانات على موقع آخر. للحفاظ على أمان حسابك، عيّن كلمة مرور جديدة قبل تسجيل الدخول.',
    submit: 'إرسال رابط إعادة التعيين إلى بريدي الإلكتروني',
    pending: 'جارٍ الإرسال',
    back: 'استخدام بريد إلكتروني آخر',
  },
  breachedPasswordSuccess: {
    title: 'تحقّق من بريدك الإلكتروني',
    description: 'أرسلنا رابطًا لتعيين كلمة مرور جديدة إلى {email}. سجّل الدخول مرة أخرى بعد تغييرها.',
    back: 'العودة إلى تسجيل الدخول',
  },
  magicLink: {
    title: 'تحقّق من بريدك الإلكتروني',
    description: 'أرسلنا رابط تسجيل الدخول إلى {email}. افتحه على هذا الجهاز للمتابعة.',
    resent: 'أرسلنا رابطًا جديدًا.',
    resend: 'إرسال رابط جديد',
    back: 'استخدام بريد إلكتروني آخر',
  },
  oneTimeCode: {
    title: 'أدخل الرمز الذي أرسلناه إلى بريدك الإلكتروني',
    description: 'أرسلنا رمزًا مكوّنًا من 6 أرقام إلى {email}.',
    smsTitle: 'أدخل الرمز الذي أرسلناه إليك في رسالة نصية',
    smsDescription: 'أرسلنا رمزًا مكوّنًا من 6 أرقام إلى {phone}.',
    smsDescriptionNoPhone: 'أرسلنا رمزًا مكوّنًا من 6 أرقام إلى رقم الهاتف المسجّل في حسابك.',
    codeLabel: 'الرمز',
    resent: 'أرسلنا رمزًا جديدًا.',
    resend: 'إرسال رمز جديد',
    submit: 'تسجيل الدخول',
    back: 'استخدام بريد إلكتروني آخر',
    lostPhone: 'هل فقدت الوصول إلى هذا الهاتف؟',
  },
}

export default ar
