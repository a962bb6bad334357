import type { Translation } from '../../translation'
import type { defaultLoginStepMessages } from '../../loginStepMessages'

const ko: Translation<typeof defaultLoginStepMessages> = {
  passwordStep: {
    title: '비밀번호 입력',
    signingInAs: '로그인 계정',
    changeEmail: '다른 이메일 사용',
    passwordLabel: '비밀번호',
    showPassword: '비밀번호 표시',
    hidePassword: '비밀번호 숨기기',
    forgotPassword: '비밀번호를 잊으셨나요?',
    submit: '로그인',
  },
  quickLogin: {
    title: '다음에는 더 빠르게 로그인하세요',
    description: '휴대폰 번호를 추가하면 문자 메시지로 코드를 보내 드립니다. 비밀번호 없이 로그인할 수 있습니다.',
    phoneLabel: '휴대폰 번호',
    phoneDescription: '국가 번호를 포함하세요(예: +82 10 1234 5678).',
    sendCode: '문자로 코드 받기',
    codeTitle: '문자 메시지로 받은 코드 입력',
    codeDescription: '{phone} 번호로 6자리 코드를 보냈습니다.',
    codeLabel: '코드',
    verify: '휴대폰 번호 추가',
    changePhone: '다른 번호 사용',
    notNow: '나중에',
  },
  breachedPassword: {
    title: '비밀번호를 변경해야 합니다',
    description: '{email} 계정의 비밀번호가 다른 사이트의 데이터 유출 사고에서 노출되었습니다. 계정을 안전하게 보호하려면 로그인하기 전에 새 비밀번호를 설정하세요.',
    submit: '재설정 링크 받기',
    pending: '보내는 중',
    back: '다른 이메일 사용',
  },
  breachedPasswordSuccess: {
    title: '이메일을 확인하세요',
    description: '{email} 주소로 새 비밀번호를 설정할 수 있는 링크를 보냈습니다. 비밀번호를 변경한 후 다시 로그인하세요.',
    back: '로그인으로 돌아가기',
  },
  magicLink: {
    title: '이메일을 확인하세요',
    description: '{email} 주소로 로그인 링크를 보냈습니다. 계속하려면 이 기기에서 링크를 여세요.',
    resent: '새 링크를 보냈습니다.',
    resend: '새 링크 보내기',
    back: '다른 이메일 사용',
  },
  oneTimeCode: {
    title: '이메일로 받은 코드 입력',
    description: '{email} 주소로 6자리 코드를 보냈습니다.',
    smsTitle: '문자 메시지로 받은 코드 입력',
    smsDescription: '{phone} 번호로 6자리 코드를 보냈습니다.',
    smsDescriptionNoPhone: '계정에 등록된 휴대폰 번호로 6자리 코드를 보냈습니다.',
    codeLabel: '코드',
    resent: '새 코드를 보냈습니다.',
    resend: '새 코드 보내기',
    submit: '로그인',
    back: '다른 이메일 사용',
    lostPhone: '이 휴대폰을 사용할 수 없나요?',
  },
}

export default ko
