import type { Translation } from '../../../i18n/translation'
import type { defaultResetPhoneNumberMessages } from '../../resetPhoneNumberMessages'

const zhCN: Translation<typeof defaultResetPhoneNumberMessages> = {
  request: {
    title: '重置手机号码',
    description: '丢失了用于登录的手机？请输入您账户的电子邮件地址，我们将通过电子邮件向您发送验证码，以便设置新号码。',
    emailLabel: '电子邮件',
    submit: '通过电子邮件发送验证码',
  },
  verify: {
    title: '请查收电子邮件',
    description: '如果存在与 {email} 关联的账户，我们已向该邮箱发送了 6 位验证码。',
    codeLabel: '电子邮件中的验证码',
    submit: '验证',
    resend: '发送新验证码',
    resent: '我们已发送新验证码。',
    back: '使用其他电子邮件地址',
  },
  change: {
    title: '输入新手机号码',
    description: '今后我们将通过短信向此号码发送登录验证码。',
    phoneLabel: '新手机号码',
    phoneDescription: '请包含国家/地区代码，例如 +1 202 555 0143。',
    submit: '更改手机号码',
    changed: '您的手机号码已更改为 {phone}。正在前往登录。',
    startAgain: '重新开始',
  },
  backToLogin: '返回登录',
  sending: '正在发送',
  verifying: '正在验证',
  changing: '正在更改',
}

export default zhCN
