import type { Translation } from '../../../i18n/translation'
import type { defaultResetPhoneNumberMessages } from '../../resetPhoneNumberMessages'

const ja: Translation<typeof defaultResetPhoneNumberMessages> = {
  request: {
    title: '電話番号のリセット',
    description: 'サインインに使用している電話をなくした場合は、アカウントのメールアドレスを入力してください。新しい電話番号を設定するためのコードをメールでお送りします。',
    emailLabel: 'メールアドレス',
    submit: 'コードをメールで受け取る',
  },
  verify: {
    title: 'メールを確認してください',
    description: '{email}のアカウントが存在する場合は、6桁のコードをメールで送信しました。',
    codeLabel: 'メールに記載されたコード',
    submit: '確認',
    resend: '新しいコードを送信',
    resent: '新しいコードを送信しました。',
    back: '別のメールアドレスを使用',
  },
  change: {
    title: '新しい電話番号を入力',
    description: '今後は、この電話番号にサインイン用のコードをSMSで送信します。',
    phoneLabel: '新しい電話番号',
    phoneDescription: '国番号を含めて入力してください（例：+1 202 555 0143）。',
    submit: '電話番号を変更',
    changed: '電話番号を{phone}に変更しました。サインインに移動します。',
    startAgain: '最初からやり直す',
  },
  backToLogin: 'サインインに戻る',
  sending: '送信中',
  verifying: '確認中',
  changing: '変更中',
}

export default ja
