/*
 * 日本語（ja）の用語集。すべてのカタログでこの訳語を統一して使用します。
 * 表記：です・ます調。句読点・括弧は全角（。、：（）「」？）。英数字・プレースホルダーと日本語の間にスペースは入れません。
 * 長音は「ユーザー」「サーバー」「ブラウザー」「プロバイダー」のように付けます。
 *
 * sign in / sign-in / login → サインイン（login box → サインイン画面）
 * sign out → サインアウト
 * sign up → サインアップ
 * passkey → パスキー
 * two-factor authentication → 2段階認証（second factor → 2つ目の認証要素）
 * multi-factor authentication (MFA) → 多要素認証（MFA）
 * authenticator app → 認証アプリ
 * (one-time / verification) code → コード（6-digit code → 6桁のコード）
 * recovery code → リカバリーコード
 * security key → セキュリティキー
 * text message (SMS) → SMS
 * account (tenant) → アカウント（sub-account → サブアカウント; tenant → テナント）
 * organisation → 組織
 * user / people → ユーザー（人数は「{count}人」）
 * role → ロール / permission → 権限 / group → グループ / member → メンバー
 * single sign-on (SSO) → シングルサインオン（SSO）
 * identity provider (IdP) → IDプロバイダー（IdP）
 * session → セッション
 * API token → APIトークン / secret → シークレット
 * audit log → 監査ログ
 * invitation / invite → 招待
 * impersonate → なりすまし
 * administrator → 管理者
 * verify → 確認 / validate (domain) → 検証
 * connection → 接続 / provisioning → プロビジョニング
 * Try again → 再試行 / Cancel → キャンセル / Delete, Remove → 削除 / Save → 保存
 */
import type { Translation } from '../../translation'
import type { defaultMessages } from '../../messages'

const ja: Translation<typeof defaultMessages> = {
  errors: {
    network: 'サーバーに接続できませんでした。接続を確認して、もう一度お試しください。',
    timeout: 'サーバーの応答に時間がかかりすぎています。接続を確認して、もう一度お試しください。',
    malformed: 'サーバーから読み取れない応答が返されました。もう一度お試しください。',
    unknown: '問題が発生しました。もう一度お試しください。',
    emailRequired: 'メールアドレスを入力してください。',
    invalidEmail: '有効なメールアドレスを入力してください（例：name@example.com）。',
    passwordRequired: 'パスワードを入力してください。',
    unsupportedStrategy: 'このサインイン方法はここでは利用できません。',
    invalidOneTimeCode: 'お送りした6桁のコードを入力してください。',
    breachedPassword: 'このパスワードはデータ侵害で流出しています。サインインするには、パスワードをリセットしてください。',
    passkeyCancelled: 'パスキーのリクエストがキャンセルされたか、タイムアウトしました。もう一度お試しいただけます。',
    ceremonyAborted: 'パスキーのリクエストがキャンセルされました。',
    webauthnUnsupported: 'このブラウザーではパスキーを使用できません。',
    passkeyAlreadyRegistered: 'このデバイスには、お使いのアカウントのパスキーがすでに登録されています。',
    passkeyFailed: 'パスキーを使用できませんでした。もう一度お試しください。',
    ssoAddressRefused: '組織のシングルサインオンのアドレスが無効なため、移動できません。管理者にお問い合わせください。',
    ssoFailed: '組織のサインインページを開けませんでした。もう一度お試しください。',
    signInNotStarted: 'このサインインはこのブラウザーで開始されたものではないか、すでに使用されています。サインインページからやり直してください。',
    socialLoginNotStarted: 'このブラウザーでサインインを開始できませんでした。もう一度お試しいただくか、別の方法を選択してください。',
    stateMismatch: 'サインインページからのこの応答は、このブラウザーで開始されたサインインのものではありません。もう一度サインインしてください。',
    missingCode: 'サインインページからサインインコードが返されませんでした。もう一度サインインしてください。',
    tokenRefused: 'サインインを完了できませんでした。サインインサービスに拒否されました。もう一度サインインしてください。',
    invalidResponse: 'サインインサービスから、検証できない応答が返されました。もう一度サインインしてください。',
  },
  controls: {
    loading: '読み込み中',
    showPassword: 'パスワードを表示',
    hidePassword: 'パスワードを非表示',
    clearSearch: '検索をクリア',
    remove: '削除',
    showAll: 'すべて表示',
    actionsFailed: '操作を読み込めませんでした。もう一度お試しください。',
    previousPage: '前のページ',
    nextPage: '次のページ',
    pageStatus: '{page} / {total} ページ',
  },
  signedIn: { title: 'サインインしています', description: '{email}としてサインインしています', signOut: 'サインアウト' },
  vendor: {
    securedBy: 'Gatehouseで保護されています',
  },
  session: {
    restoring: { title: 'セッションを確認しています', description: 'サインイン済みかどうかを確認しています。しばらくお待ちください。' },
    signingOut: { title: 'サインアウトしています', description: 'このデバイスのセッションを終了しています。' },
  },
  login: {
    stepLoading: { title: 'しばらくお待ちください', description: '次のステップを読み込んでいます。' },
    stepFailed: {
      title: 'このステップを読み込めませんでした',
      description: 'サインインの次のステップを読み込めませんでした。接続を確認して、もう一度お試しください。',
      retry: '再試行',
    },
    emailStep: {
      title: 'サインイン',
      description: '続行するには、勤務先のメールアドレスを入力してください。',
      emailLabel: 'メールアドレス',
      submit: '続行',
    },
    redirectToSSO: {
      title: 'シングルサインオンに移動しています',
      description: 'ご利用の組織では、IDプロバイダーを使用してサインインします。まもなく移動します。',
      cancel: '別のメールアドレスを使用',
    },
    success: {
      title: 'サインインしました',
      description: 'アプリに移動しています。',
    },
    pending: 'サインイン中',
  },
  social: {
    divider: 'または',
    continueWith: '{provider}で続行',
    listLabel: '別のアカウントでサインイン',
  },
  callback: {
    verifying: {
      title: 'サインインしています',
      description: 'サインインプロバイダーからの応答を確認しています。',
      magicLinkDescription: 'サインインリンクを確認しています。',
    },
    failed: {
      title: 'サインインできませんでした',
      leaving: 'まもなく元の画面に戻ります。',
      backToLogin: 'サインインに戻る',
    },
    twoFactor: {
      title: 'あと1ステップです',
      description: 'お使いのアカウントでは、2つ目の認証要素が必要です。次の画面に移動します。',
    },
  },
  passkeys: {
    signIn: 'パスキーでサインイン',
    waiting: 'パスキーを待っています',
    cancel: 'キャンセル',
    prompt: {
      title: 'パスキーですばやくサインイン',
      description: '次回からは、パスワードの代わりに指紋、顔、または画面ロックでサインインできます。',
      create: 'パスキーを作成',
      creating: 'パスキーを作成中',
      notNow: '後で',
      dontShowAgain: '今後表示しない',
    },
  },
}

export default ja
