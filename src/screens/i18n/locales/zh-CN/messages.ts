/*
 * 简体中文（zh-CN）术语表。所有目录（catalogue）统一使用以下译法。
 * 语体：简洁的产品界面用语，用“您”称呼用户；标点用全角（，。：；？！（）“”、）；
 * 中文与英文、数字及多为英文或数字的 {占位符}（人数、邮箱、名称等）之间加一个半角空格；
 * 与全角标点相邻，或占位符内容本身是中文或带引号（页面名称、权限名称）时不加；省略号用“…”。
 *
 * sign in / sign-in / login → 登录（sign-in page → 登录页面；login box → 登录框）
 * sign out → 退出登录
 * sign up → 注册
 * passkey → 通行密钥
 * two-factor authentication → 双重身份验证（second factor → 第二重验证）
 * multi-factor authentication (MFA) → 多重身份验证（MFA）
 * authenticator app → 身份验证器应用
 * (one-time / verification) code → 验证码（one-time code → 一次性验证码；6-digit code → 6 位验证码）
 * recovery code → 恢复代码 / security key → 安全密钥
 * account → 账户（sub-account → 子账户；tenant → 租户）/ organisation → 组织
 * user → 用户 / member → 成员 / administrator → 管理员
 * role → 角色 / permission → 权限 / group → 组
 * single sign-on (SSO) → 单点登录（SSO）
 * identity provider (IdP) → 身份提供商（IdP）
 * session → 会话
 * API token → API 令牌 / secret → 密钥 / client secret → 客户端密钥
 * audit log → 审计日志
 * invitation / invite → 邀请 / impersonate → 模拟（以该用户身份操作）
 * verify → 验证 / domain → 域名 / connection → 连接 / provisioning → 预配
 * policy → 策略 / plan → 套餐 / subscription → 订阅 / billing → 账单
 * email → 电子邮件（email address → 电子邮件地址）
 * Try again → 重试 / Cancel → 取消 / Delete → 删除 / Remove → 移除 / Save → 保存
 */
import type { Translation } from '../../translation'
import type { defaultMessages } from '../../messages'

const zhCN: Translation<typeof defaultMessages> = {
  errors: {
    network: '无法连接到服务器。请检查网络连接，然后重试。',
    timeout: '服务器响应超时。请检查网络连接，然后重试。',
    malformed: '服务器返回的响应无法读取。请重试。',
    unknown: '出现了问题。请重试。',
    emailRequired: '请输入您的电子邮件地址。',
    invalidEmail: '请输入有效的电子邮件地址，例如 name@example.com。',
    passwordRequired: '请输入您的密码。',
    unsupportedStrategy: '此处不支持这种登录方式。',
    invalidOneTimeCode: '请输入我们发送给您的 6 位验证码。',
    breachedPassword: '此密码曾出现在数据泄露事件中。请重置密码后再登录。',
    passkeyCancelled: '通行密钥请求已取消或超时。您可以重试。',
    ceremonyAborted: '通行密钥请求已取消。',
    webauthnUnsupported: '此浏览器不支持通行密钥。',
    passkeyAlreadyRegistered: '此设备上已有您账户的通行密钥。',
    passkeyFailed: '无法使用您的通行密钥。请重试。',
    ssoAddressRefused: '您组织的单点登录地址无效，因此无法为您跳转。请联系您的管理员。',
    ssoFailed: '无法打开您组织的登录页面。请重试。',
    signInNotStarted: '此次登录不是在此浏览器中发起的，或者已被使用。请从登录页面重新开始。',
    socialLoginNotStarted: '无法在此浏览器中发起该登录。请重试，或选择其他登录方式。',
    stateMismatch: '登录页面返回的响应与此浏览器中发起的登录不匹配。请重新登录。',
    missingCode: '登录页面未返回登录代码。请重新登录。',
    tokenRefused: '无法完成登录：登录服务拒绝了此次登录。请重新登录。',
    invalidResponse: '登录服务返回的响应无法验证。请重新登录。',
  },
  controls: {
    loading: '正在加载',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    clearSearch: '清除搜索',
    remove: '移除',
    showAll: '全部显示',
    actionsFailed: '无法加载操作。请重试。',
    previousPage: '上一页',
    nextPage: '下一页',
    pageStatus: '第 {page} 页，共 {total} 页',
  },
  signedIn: { title: '您已登录', description: '已以 {email} 身份登录', signOut: '退出登录' },
  vendor: {
    securedBy: '由 Gatehouse 提供安全保护',
  },
  session: {
    restoring: { title: '正在检查您的会话', description: '请稍候，我们正在确认您是否已登录。' },
    signingOut: { title: '正在退出登录', description: '正在结束您在此设备上的会话。' },
  },
  login: {
    stepLoading: { title: '请稍候', description: '正在加载下一步。' },
    stepFailed: {
      title: '此步骤未能加载',
      description: '无法加载登录的下一步。请检查网络连接，然后重试。',
      retry: '重试',
    },
    emailStep: {
      title: '登录',
      description: '输入您的工作电子邮件地址以继续。',
      emailLabel: '电子邮件',
      submit: '继续',
    },
    redirectToSSO: {
      title: '正在跳转到单点登录',
      description: '您的组织通过其身份提供商为您登录。正在为您跳转。',
      cancel: '使用其他电子邮件地址',
    },
    success: {
      title: '您已登录',
      description: '正在进入您的应用。',
    },
    pending: '正在登录',
  },
  social: {
    divider: '或',
    continueWith: '使用 {provider} 继续',
    listLabel: '使用其他账户登录',
  },
  callback: {
    verifying: {
      title: '正在为您登录',
      description: '正在检查登录提供商返回的响应。',
      magicLinkDescription: '正在检查您的登录链接。',
    },
    failed: {
      title: '无法为您登录',
      leaving: '稍后将带您返回。',
      backToLogin: '返回登录',
    },
    twoFactor: {
      title: '还差一步',
      description: '您的账户需要第二重验证。正在为您跳转。',
    },
  },
  passkeys: {
    signIn: '使用通行密钥登录',
    waiting: '正在等待您的通行密钥',
    cancel: '取消',
    prompt: {
      title: '使用通行密钥，登录更快捷',
      description: '下次登录时，使用指纹、面容或屏幕锁定代替密码。',
      create: '创建通行密钥',
      creating: '正在创建通行密钥',
      notNow: '以后再说',
      dontShowAgain: '不再显示',
    },
  },
}

export default zhCN
