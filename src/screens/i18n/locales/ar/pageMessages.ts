import type { Translation } from '../../translation'
import type { defaultPageMessages } from '../../pageMessages'

const ar: Translation<typeof defaultPageMessages> = {
  stepUp: {
    generating: {
      title: 'جارٍ التحقق من جلستك',
      description: 'لحظة واحدة، نتحقق مما إذا كان عليك التحقق منها مرة أخرى.',
    },
    notEnrolled: {
      title: 'أعدّ المصادقة الثنائية أولًا',
      description: 'يتطلب هذا الإجراء خطوة تحقق ثانية، لكن حسابك لا يحتوي بعد على تطبيق مصادقة أو هاتف أو مفتاح أمان.',
      setUp: 'إعداد المصادقة الثنائية',
      cancel: 'رجوع',
    },
    signingOut: {
      title: 'جارٍ تسجيل دخولك مرة أخرى',
      description: 'يجب أن تسجّل الدخول مرة أخرى قبل المتابعة.',
    },
    success: {
      title: 'تم التحقق',
      description: 'جارٍ إعادتك.',
    },
    gate: {
      title: 'أكّد هويتك',
      description: 'يتطلب هذا القسم تحققًا حديثًا بالمصادقة الثنائية.',
      verify: 'تحقق',
    },
  },
  forgotPassword: {
    title: 'إعادة تعيين كلمة المرور',
    description: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لإعادة تعيين كلمة المرور.',
    emailLabel: 'البريد الإلكتروني',
    submit: 'إرسال رابط إعادة التعيين',
    backToLogin: 'العودة إلى تسجيل الدخول',
    unknownError: 'حدث خطأ غير معروف',
    success: {
      title: 'تحقّق من بريدك الإلكتروني',
      description: 'إذا كان هناك حساب مرتبط بـ {email}، فرابط إعادة تعيين كلمة مروره في طريقه إليك.',
      resend: 'الإرسال إلى بريد إلكتروني آخر',
    },
    pending: 'جارٍ الإرسال',
  },
  hosted: {
    checkingSession: { title: 'جارٍ التحقق من جلستك', description: 'لحظة واحدة، نتحقق مما إذا كنت لا تزال مسجّل الدخول.' },
    redirecting: { title: 'جارٍ نقلك إلى تسجيل الدخول', description: 'جارٍ فتح صفحة تسجيل الدخول.' },
    stepUp: { title: 'جارٍ التحقق من هويتك', description: 'جارٍ فتح صفحة تسجيل الدخول لتأكيد هويتك.' },
    exchanging: { title: 'جارٍ تسجيل دخولك', description: 'جارٍ إكمال تسجيل الدخول.' },
    failed: { title: 'تعذّر تسجيل دخولك', retry: 'تسجيل الدخول مرة أخرى' },
    startFailed: { title: 'تعذّر فتح صفحة تسجيل الدخول', retry: 'إعادة المحاولة' },
    signingOut: { title: 'جارٍ تسجيل خروجك', description: 'جارٍ إنهاء جلستك.' },
  },
}

export default ar
