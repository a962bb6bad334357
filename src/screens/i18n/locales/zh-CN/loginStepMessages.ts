import type { Translation } from '../../translation'
import type { defaultLoginStepMessages } from '../../loginStepMessages'

const zhCN: Translation<typeof defaultLoginStepMessages> = {
  passwordStep: {
    title: '输入您的密码',
    signingInAs: '正在登录',
    changeEmail: '使用其他电子邮件地址',
    passwordLabel: '密码',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    forgotPassword: '忘记密码？',
    submit: '登录',
  },
  quickLogin: {
    title: '下次登录更快捷',
    description: '添加您的手机号码，我们将通过短信向您发送登录验证码，无需密码。',
    phoneLabel: '手机号码',
    phoneDescription: '请包含国家/地区代码，例如 +1 555 555 0123。',
    sendCode: '发送短信验证码',
    codeTitle: '输入我们通过短信发送的验证码',
    codeDescription: '我们已向 {phone} 发送了 6 位验证码。',
    codeLabel: '验证码',
    verify: '添加手机号码',
    changePhone: '使用其他号码',
    notNow: '以后再说',
  },
  breachedPassword: {
    title: '您需要更改密码',
    description: '{email} 的密码曾出现在其他网站的数据泄露事件中。为保护您的账户安全，请在登录前设置新密码。',
    submit: '通过电子邮件发送重置链接',
    pending: '正在发送',
    back: '使用其他电子邮件地址',
  },
  breachedPasswordSuccess: {
    title: '请查收电子邮件',
    description: '我们已向 {email} 发送了设置新密码的链接。更改密码后，请重新登录。',
    back: '返回登录',
  },
  magicLink: {
    title: '请查收电子邮件',
    description: '我们已向 {email} 发送了登录链接。请在此设备上打开该链接以继续。',
    resent: '我们已发送新链接。',
    resend: '发送新链接',
    back: '使用其他电子邮件地址',
  },
  oneTimeCode: {
    title: '输入我们通过电子邮件发送的验证码',
    description: '我们已向 {email} 发送了 6 位验证码。',
    smsTitle: '输入我们通过短信发送的验证码',
    smsDescription: '我们已向 {phone} 发送了 6 位验证码。',
    smsDescriptionNoPhone: '我们已向您账户绑定的手机号码发送了 6 位验证码。',
    codeLabel: '验证码',
    resent: '我们已发送新验证码。',
    resend: '发送新验证码',
    submit: '登录',
    back: '使用其他电子邮件地址',
    lostPhone: '无法使用此手机？',
  },
}

export default zhCN
