import type { Translation } from '../../../i18n/translation'
import type { defaultAdminMessages } from '../../adminMessages'

const ja: Translation<typeof defaultAdminMessages> = {
  navigationLabel: '管理ポータル',
  groups: {
    personal: '個人',
    workspace: 'ワークスペース',
  },
  sections: {
    profile: 'プロフィール',
    privacy: 'プライバシーとセキュリティ',
    personalApiTokens: '個人用APIトークン',
    account: 'アカウント設定',
    users: 'ユーザー',
    groups: 'グループ',
    security: 'セキュリティ',
    sso: 'シングルサインオン',
    audits: '監査ログ',
    webhooks: 'Webhook',
    apiTokens: 'APIトークン',
    roles: 'ロール',
    subscriptions: 'サブスクリプション',
    allAccounts: 'すべてのアカウント',
    usage: '使用状況',
    provisioning: 'プロビジョニング',
    applications: 'アプリケーション',
    reports: 'レポート',
  },
  loading: '読み込み中',
  loadingSection: '{section}を読み込んでいます',
  noAccess: {
    title: 'このページへのアクセス権がありません',
    description: 'お使いのロールには{section}が含まれていません。必要な場合は、アカウントの管理者にお問い合わせください。',
  },
  notAllowed: {
    title: 'このページを開けません',
    description: '{section}には、お使いのロールに含まれていない権限が必要です。このページが必要な場合は、アカウントの管理者に権限を依頼してください。',
    missing: '不足している権限：{permissions}',
    or: ' または ',
  },
  notFound: {
    title: 'ページが見つかりません',
    description: 'このアドレスには管理ページがありません。アドレスが間違っているか、お使いのアカウントではこのページを利用できない可能性があります。',
  },
  empty: {
    title: '管理できる項目はまだありません',
    description: 'お使いのアカウントでは、どの管理ページにもアクセスできません。必要な場合は、アカウントの管理者にお問い合わせください。',
  },
  signedOut: {
    title: '続行するにはサインインしてください',
    description: '管理ポータルは、サインインしているアカウントのメンバーが利用できます。',
    signIn: 'サインイン',
  },
  failed: {
    title: 'このページを読み込めませんでした',
    description: '接続を確認して、もう一度お試しください。',
    retry: '再試行',
  },
  dialogsFailed: {
    title: 'このダイアログを読み込めませんでした',
    description: '接続を確認して、もう一度お試しください。',
    retry: '再試行',
  },
  actionsFailed: '操作メニューを読み込めませんでした。もう一度お試しください。',
  backTo: '{section}に移動',
}

export default ja
