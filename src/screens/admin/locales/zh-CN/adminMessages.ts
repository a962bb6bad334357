import type { Translation } from '../../../i18n/translation'
import type { defaultAdminMessages } from '../../adminMessages'

const zhCN: Translation<typeof defaultAdminMessages> = {
  navigationLabel: '管理门户',
  groups: {
    personal: '个人',
    workspace: '工作区',
  },
  sections: {
    profile: '个人资料',
    privacy: '隐私和安全',
    personalApiTokens: '个人 API 令牌',
    account: '账户设置',
    users: '用户',
    groups: '组',
    security: '安全',
    sso: '单点登录',
    audits: '审计日志',
    webhooks: 'Webhook',
    apiTokens: 'API 令牌',
    roles: '角色',
    subscriptions: '订阅',
    allAccounts: '所有账户',
    usage: '用量',
    provisioning: '预配',
    applications: '应用',
    reports: '报告',
  },
  loading: '正在加载',
  loadingSection: '正在加载{section}',
  noAccess: {
    title: '您无权访问此页面',
    description: '您的角色不包含“{section}”。如有需要，请联系您账户的管理员。',
  },
  notAllowed: {
    title: '您无法打开此页面',
    description: '“{section}”需要您的角色所不具备的权限。如需访问此页面，请向您账户的管理员申请该权限。',
    missing: '缺少权限：{permissions}',
    or: ' 或 ',
  },
  notFound: {
    title: '找不到页面',
    description: '此地址没有对应的管理页面。可能是地址输入有误，或者该页面不适用于您的账户。',
  },
  empty: {
    title: '暂无可管理的内容',
    description: '您的账户无权访问任何管理页面。如有需要，请联系您账户的管理员。',
  },
  signedOut: {
    title: '请登录以继续',
    description: '管理门户仅供已登录的账户成员使用。',
    signIn: '登录',
  },
  failed: {
    title: '此页面未能加载',
    description: '请检查网络连接，然后重试。',
    retry: '重试',
  },
  dialogsFailed: {
    title: '此对话框未能加载',
    description: '请检查网络连接，然后重试。',
    retry: '重试',
  },
  actionsFailed: '操作菜单未能加载。请重试。',
  backTo: '前往{section}',
}

export default zhCN
