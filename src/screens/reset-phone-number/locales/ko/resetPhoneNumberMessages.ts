import type { Translation } from '../../../i18n/translation'
import type { defaultResetPhoneNumberMessages } from '../../resetPhoneNumberMessages'

const ko: Translation<typeof defaultResetPhoneNumberMessages> = {
  request: {
    title: '휴대폰 번호 재설정',
    description: '로그인에 사용하던 휴대폰을 분실하셨나요? 계정의 이메일 주소를 입력하면 새 번호를 설정할 수 있는 코드를 이메일로 보내 드립니다.',
    emailLabel: '이메일',
    submit: '이메일로 코드 받기',
  },
  verify: {
    title: '이메일을 확인하세요',
    description: '{email} 주소의 계정이 있으면 해당 주소로 6자리 코드를 보냈습니다.',
    codeLabel: '이메일로 받은 코드',
    submit: '확인',
    resend: '새 코드 보내기',
    resent: '새 코드를 보냈습니다.',
    back: '다른 이메일 사용',
  },
  change: {
    title: '새 휴대폰 번호 입력',
    description: '앞으로 로그인 코드를 이 번호로 문자 메시지로 보내 드립니다.',
    phoneLabel: '새 휴대폰 번호',
    phoneDescription: '국가 번호를 포함하세요(예: +82 10 1234 5678).',
    submit: '휴대폰 번호 변경',
    changed: '휴대폰 번호가 {phone} 번호로 변경되었습니다. 로그인 페이지로 이동합니다.',
    startAgain: '처음부터 다시 시작',
  },
  backToLogin: '로그인으로 돌아가기',
  sending: '보내는 중',
  verifying: '확인하는 중',
  changing: '변경하는 중',
}

export default ko
