/**
 * Arabic (ar) catalogues: the glossary every file under locales/ar/ follows. Modern Standard Arabic
 * as identity products localise it: the reader addressed in the masculine singular imperative
 * ("أدخل", "اختر"), buttons as verbal nouns ("حفظ", "إلغاء", "إعادة المحاولة"), progress as
 * "جارٍ …". Quotes « »; Arabic comma (،) and question mark (؟); Western digits.
 *
 *   sign in / sign out ............ تسجيل الدخول (سجّل الدخول) / تسجيل الخروج
 *   sign up ....................... التسجيل، إنشاء حساب
 *   passkey ....................... مفتاح المرور (مفاتيح المرور)
 *   security key .................. مفتاح الأمان
 *   two-factor authentication ..... المصادقة الثنائية؛ second factor = عامل تحقق ثانٍ
 *   multi-factor authentication ... المصادقة متعددة العوامل (MFA)
 *   authenticator app ............. تطبيق المصادقة
 *   one-time code / code .......... رمز لمرة واحدة / الرمز
 *   recovery code ................. رمز الاسترداد
 *   single sign-on (SSO) .......... تسجيل الدخول الموحّد (SSO)
 *   identity provider (IdP) ....... موفّر الهوية
 *   account (tenant) .............. الحساب؛ sub-account = حساب فرعي؛ organisation = المؤسسة
 *   user / member ................. المستخدم / العضو
 *   role / permission / group ..... الدور / الإذن (الأذونات) / المجموعة
 *   session ....................... الجلسة
 *   API token ..................... رمز API المميز (رموز API المميزة)
 *   audit log ..................... سجل التدقيق
 *   email ......................... البريد الإلكتروني
 *   invite / invitation ........... دعوة
 *   billing / plan / invoice ...... الفوترة / الخطة / الفاتورة؛ subscription = الاشتراك
 *   provisioning / directory ...... التزويد / الدليل
 *   connection / domain ........... الاتصال / النطاق
 *   webhook ....................... خطاف الويب (خطافات الويب)
 *   verify / confirm .............. التحقق / التأكيد (the Verify button: «تحقق»)؛ turn on/off = تفعيل / تعطيل
 *   revoke ........................ إبطال
 *   impersonate ................... انتحال الهوية (التصرف بصفة المستخدم)
 *   administrator ................. المسؤول
 *   delete / remove ............... حذف / إزالة
 *   Try again (button) ............ إعادة المحاولة
 */
import type { Translation } from '../../translation'
import type { defaultMessages } from '../../messages'

const ar: Translation<typeof defaultMessages> = {
  errors: {
    network: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
    timeout: 'استغرق الخادم وقتًا طويلًا للرد. تحقّق من اتصالك وحاول مرة أخرى.',
    malformed: 'أرسل الخادم ردًا تعذّرت قراءته. يُرجى المحاولة مرة أخرى.',
    unknown: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    emailRequired: 'أدخل عنوان بريدك الإلكتروني.',
    invalidEmail: 'أدخل عنوان بريد إلكتروني صالحًا، مثل name@example.com.',
    passwordRequired: 'أدخل كلمة المرور.',
    unsupportedStrategy: 'طريقة تسجيل الدخول هذه غير متاحة هنا.',
    invalidOneTimeCode: 'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إليك.',
    breachedPassword: 'ظهرت كلمة المرور هذه في تسرّب للبيانات. أعد تعيينها لتسجيل الدخول.',
    passkeyCancelled: 'أُلغي طلب مفتاح المرور أو انتهت مهلته. يمكنك المحاولة مرة أخرى.',
    ceremonyAborted: 'أُلغي طلب مفتاح المرور.',
    webauthnUnsupported: 'لا يدعم هذا المتصفح مفاتيح المرور.',
    passkeyAlreadyRegistered: 'يحتوي هذا الجهاز بالفعل على مفتاح مرور لحسابك.',
    passkeyFailed: 'تعذّر استخدام مفتاح المرور. يُرجى المحاولة مرة أخرى.',
    ssoAddressRefused: 'عنوان تسجيل الدخول الموحّد الخاص بمؤسستك غير صالح، لذا يتعذّر توجيهك إليه. تواصل مع المسؤول.',
    ssoFailed: 'تعذّر فتح صفحة تسجيل الدخول الخاصة بمؤسستك. يُرجى المحاولة مرة أخرى.',
    signInNotStarted: 'لم يبدأ تسجيل الدخول هذا في هذا المتصفح، أو سبق استخدامه. ابدأ من جديد من صفحة تسجيل الدخول.',
    socialLoginNotStarted: 'تعذّر بدء تسجيل الدخول هذا في هذا المتصفح. حاول مرة أخرى أو اختر طريقة أخرى.',
    stateMismatch: 'هذا الرد من صفحة تسجيل الدخول لا يخص تسجيل الدخول الذي بدأ في هذا المتصفح. سجّل الدخول مرة أخرى.',
    missingCode: 'لم تُرجع صفحة تسجيل الدخول أي رمز تسجيل دخول. سجّل الدخول مرة أخرى.',
    tokenRefused: 'تعذّر إكمال تسجيل الدخول: رفضته خدمة تسجيل الدخول. سجّل الدخول مرة أخرى.',
    invalidResponse: 'أرسلت خدمة تسجيل الدخول ردًا تعذّر التحقق منه. سجّل الدخول مرة أخرى.',
  },
  controls: {
    loading: 'جارٍ التحميل',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    clearSearch: 'مسح البحث',
    remove: 'إزالة',
    showAll: 'عرض الكل',
    actionsFailed: 'تعذّر تحميل الإجراءات. أعد المحاولة.',
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
    pageStatus: 'الصفحة {page} من {total}',
  },
  signedIn: { title: 'لقد سجّلت الدخول', description: 'تم تسجيل الدخول باسم {email}', signOut: 'تسجيل الخروج' },
  vendor: {
    securedBy: 'محمي بواسطة Gatehouse',
  },
  session: {
    restoring: { title: 'جارٍ التحقق من جلستك', description: 'لحظة واحدة، نتحقق مما إذا كنت قد سجّلت الدخول.' },
    signingOut: { title: 'جارٍ تسجيل خروجك', description: 'جارٍ إنهاء جلستك على هذا الجهاز.' },
  },
  login: {
    stepLoading: { title: 'لحظة واحدة', description: 'جارٍ تحميل الخطوة التالية.' },
    stepFailed: {
      title: 'لم يتم تحميل هذه الخطوة',
      description: 'تعذّر تحميل الخطوة التالية من تسجيل الدخول. تحقّق من اتصالك وحاول مرة أخرى.',
      retry: 'إعادة المحاولة',
    },
    emailStep: {
      title: 'تسجيل الدخول',
      description: 'أدخل بريدك الإلكتروني الخاص بالعمل للمتابعة.',
      emailLabel: 'البريد الإلكتروني',
      submit: 'متابعة',
    },
    redirectToSSO: {
      title: 'جارٍ التوجيه إلى تسجيل الدخول الموحّد',
      description: 'تسجّل مؤسستك دخولك عبر موفّر الهوية الخاص بها. جارٍ توجيهك إليه الآن.',
      cancel: 'استخدام بريد إلكتروني آخر',
    },
    success: {
      title: 'تم تسجيل دخولك',
      description: 'جارٍ نقلك إلى تطبيقك.',
    },
    pending: 'جارٍ تسجيل الدخول',
  },
  social: {
    divider: 'أو',
    continueWith: 'المتابعة باستخدام {provider}',
    listLabel: 'تسجيل الدخول بحساب آخر',
  },
  callback: {
    verifying: {
      title: 'جارٍ تسجيل دخولك',
      description: 'جارٍ التحقق من الرد الوارد من موفّر تسجيل الدخول.',
      magicLinkDescription: 'جارٍ التحقق من رابط تسجيل الدخول.',
    },
    failed: {
      title: 'تعذّر تسجيل دخولك',
      leaving: 'سنعيدك بعد لحظات.',
      backToLogin: 'العودة إلى تسجيل الدخول',
    },
    twoFactor: {
      title: 'خطوة أخرى',
      description: 'يحتاج حسابك إلى عامل تحقق ثانٍ. جارٍ نقلك إليه.',
    },
  },
  passkeys: {
    signIn: 'تسجيل الدخول باستخدام مفتاح مرور',
    waiting: 'في انتظار مفتاح المرور',
    cancel: 'إلغاء',
    prompt: {
      title: 'سجّل الدخول بشكل أسرع باستخدام مفتاح مرور',
      description: 'في المرة القادمة، استخدم بصمة إصبعك أو وجهك أو قفل الشاشة بدلًا من كلمة المرور.',
      create: 'إنشاء مفتاح مرور',
      creating: 'جارٍ إنشاء مفتاح المرور',
      notNow: 'ليس الآن',
      dontShowAgain: 'عدم إظهار هذا مرة أخرى',
    },
  },
}

export default ar
