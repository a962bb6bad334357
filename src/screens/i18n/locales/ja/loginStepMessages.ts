import type { Translation } from '../../translation'
import type { defaultLoginStepMessages } from '../../loginStepMessages'

const ja: Translation<typeof defaultLoginStepMessages> = {
  passwordStep: {
    title: 'パスワードを入力',
    signingInAs: 'サインインするアカウント',
    changeEmail: '別のメールアドレスを使用',
    passwordLabel: 'パスワード',
    showPassword: 'パスワードを表示',
    hidePassword: 'パスワードを非表示',
    forgotPassword: 'パスワードをお忘れですか？',
    submit: 'サインイン',
  },
  quickLogin: {
    title: '次回からすばやくサインイン',
    description: '電話番号を追加すると、SMSで届くコードを使ってパスワードなしでサインインできます。',
    phoneLabel: '電話番号',
    phoneDescription: '国番号を含めて入力してください（例：+1 555 555 0123）。',
    sendCode: 'SMSでコードを送信',
    codeTitle: 'SMSで届いたコードを入力',
    codeDescription: '{phone}に6桁のコードを送信しました。',
    codeLabel: 'コード',
    verify: '電話番号を追加',
    changePhone: '別の電話番号を使用',
    notNow: '後で',
  },
  breachedPassword: {
    title: 'パスワードの変更が必要です',
    description: '{email}のパスワードは、他のサイトでのデータ侵害で流出しています。アカウントを保護するため、サインインする前に新しいパスワードを設定してください。',
    submit: 'リセット用リンクをメールで受け取る',
    pending: '送信中',
    back: '別のメールアドレスを使用',
  },
  breachedPasswordSuccess: {
    title: 'メールを確認してください',
    description: '新しいパスワードを設定するためのリンクを{email}に送信しました。変更が完了したら、もう一度サインインしてください。',
    back: 'サインインに戻る',
  },
  magicLink: {
    title: 'メールを確認してください',
    description: '{email}にサインインリンクを送信しました。続行するには、このデバイスでリンクを開いてください。',
    resent: '新しいリンクを送信しました。',
    resend: '新しいリンクを送信',
    back: '別のメールアドレスを使用',
  },
  oneTimeCode: {
    title: 'メールで届いたコードを入力',
    description: '{email}に6桁のコードを送信しました。',
    smsTitle: 'SMSで届いたコードを入力',
    smsDescription: '{phone}に6桁のコードを送信しました。',
    smsDescriptionNoPhone: 'アカウントに登録されている電話番号に6桁のコードを送信しました。',
    codeLabel: 'コード',
    resent: '新しいコードを送信しました。',
    resend: '新しいコードを送信',
    submit: 'サインイン',
    back: '別のメールアドレスを使用',
    lostPhone: 'この電話を使用できなくなった場合',
  },
}

export default ja
