import type { Translation } from '../../translation'
import type { defaultPageMessages } from '../../pageMessages'

const ja: Translation<typeof defaultPageMessages> = {
  stepUp: {
    generating: {
      title: 'セッションを確認しています',
      description: 'もう一度確認が必要かどうかを調べています。しばらくお待ちください。',
    },
    notEnrolled: {
      title: '先に2段階認証を設定してください',
      description: 'この操作には追加の確認ステップが必要ですが、お使いのアカウントには認証アプリ、電話番号、セキュリティキーのいずれもまだ登録されていません。',
      setUp: '2段階認証を設定',
      cancel: '戻る',
    },
    signingOut: {
      title: 'もう一度サインインしています',
      description: '続行する前に、もう一度サインインする必要があります。',
    },
    success: {
      title: '確認が完了しました',
      description: '元の画面に戻ります。',
    },
    gate: {
      title: 'ご本人確認',
      description: 'この領域を表示するには、直近の2段階認証による確認が必要です。',
      verify: '確認',
    },
  },
  forgotPassword: {
    title: 'パスワードのリセット',
    description: 'アカウントのメールアドレスを入力してください。パスワードをリセットするためのリンクをお送りします。',
    emailLabel: 'メールアドレス',
    submit: 'リセット用リンクを送信',
    backToLogin: 'サインインに戻る',
    unknownError: '不明なエラーが発生しました',
    success: {
      title: 'メールを確認してください',
      description: '{email}のアカウントが存在する場合は、パスワードをリセットするためのリンクが送信されます。',
      resend: '別のメールアドレスに送信',
    },
    pending: '送信中',
  },
  hosted: {
    checkingSession: { title: 'セッションを確認しています', description: 'サインインしたままかどうかを確認しています。しばらくお待ちください。' },
    redirecting: { title: 'サインインに移動しています', description: 'サインインページを開いています。' },
    stepUp: { title: 'ご本人確認を行っています', description: 'ご本人確認のため、サインインページを開いています。' },
    exchanging: { title: 'サインインしています', description: 'サインインを完了しています。' },
    failed: { title: 'サインインできませんでした', retry: 'もう一度サインイン' },
    startFailed: { title: 'サインインページを開けませんでした', retry: '再試行' },
    signingOut: { title: 'サインアウトしています', description: 'セッションを終了しています。' },
  },
}

export default ja
