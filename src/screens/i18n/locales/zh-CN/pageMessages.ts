import type { Translation } from '../../translation'
import type { defaultPageMessages } from '../../pageMessages'

const zhCN: Translation<typeof defaultPageMessages> = {
  stepUp: {
    generating: {
      title: '正在检查您的会话',
      description: '请稍候，我们正在确认是否需要再次验证。',
    },
    notEnrolled: {
      title: '请先设置双重身份验证',
      description: '此操作需要额外的验证步骤，但您的账户尚未设置身份验证器应用、手机或安全密钥。',
      setUp: '设置双重身份验证',
      cancel: '返回',
    },
    signingOut: {
      title: '正在重新登录',
      description: '继续操作前，您需要重新登录。',
    },
    success: {
      title: '已验证',
      description: '正在带您返回。',
    },
    gate: {
      title: '确认是您本人',
      description: '访问此区域需要近期完成过双重身份验证。',
      verify: '验证',
    },
  },
  forgotPassword: {
    title: '重置密码',
    description: '输入您账户的电子邮件地址，我们将向您发送重置密码的链接。',
    emailLabel: '电子邮件',
    submit: '发送重置链接',
    backToLogin: '返回登录',
    unknownError: '发生未知错误',
    success: {
      title: '请查收电子邮件',
      description: '如果存在与 {email} 关联的账户，重置密码的链接将很快发送到该邮箱。',
      resend: '发送到其他电子邮件地址',
    },
    pending: '正在发送',
  },
  hosted: {
    checkingSession: { title: '正在检查您的会话', description: '请稍候，我们正在确认您是否仍处于登录状态。' },
    redirecting: { title: '正在前往登录', description: '正在打开登录页面。' },
    stepUp: { title: '正在验证您的身份', description: '正在打开登录页面以确认您的身份。' },
    exchanging: { title: '正在为您登录', description: '正在完成登录。' },
    failed: { title: '无法为您登录', retry: '重新登录' },
    startFailed: { title: '无法打开登录页面', retry: '重试' },
    signingOut: { title: '正在退出登录', description: '正在结束您的会话。' },
  },
}

export default zhCN
