import type { Translation } from '../../translation'
import type { defaultPageMessages } from '../../pageMessages'

const ko: Translation<typeof defaultPageMessages> = {
  stepUp: {
    generating: {
      title: '세션 확인 중',
      description: '다시 인증해야 하는지 확인하고 있습니다. 잠시만 기다려 주세요.',
    },
    notEnrolled: {
      title: '먼저 2단계 인증을 설정하세요',
      description: '이 작업에는 추가 인증 단계가 필요하지만 계정에 아직 인증 앱, 휴대폰 또는 보안 키가 없습니다.',
      setUp: '2단계 인증 설정',
      cancel: '돌아가기',
    },
    signingOut: {
      title: '다시 로그인하는 중',
      description: '계속하기 전에 다시 로그인해야 합니다.',
    },
    success: {
      title: '확인 완료',
      description: '이전 화면으로 돌아갑니다.',
    },
    gate: {
      title: '본인 확인',
      description: '이 영역에 접근하려면 최근에 2단계 인증을 완료해야 합니다.',
      verify: '확인',
    },
  },
  forgotPassword: {
    title: '비밀번호 재설정',
    description: '계정의 이메일 주소를 입력하면 비밀번호 재설정 링크를 보내 드립니다.',
    emailLabel: '이메일',
    submit: '재설정 링크 보내기',
    backToLogin: '로그인으로 돌아가기',
    unknownError: '알 수 없는 오류가 발생했습니다',
    success: {
      title: '이메일을 확인하세요',
      description: '{email} 주소의 계정이 있으면 비밀번호 재설정 링크가 전송됩니다.',
      resend: '다른 이메일로 보내기',
    },
    pending: '보내는 중',
  },
  hosted: {
    checkingSession: { title: '세션 확인 중', description: '아직 로그인되어 있는지 확인하고 있습니다. 잠시만 기다려 주세요.' },
    redirecting: { title: '로그인 페이지로 이동하는 중', description: '로그인 페이지를 여는 중입니다.' },
    stepUp: { title: '본인 확인 중', description: '본인 확인을 위해 로그인 페이지를 여는 중입니다.' },
    exchanging: { title: '로그인하는 중', description: '로그인을 마무리하고 있습니다.' },
    failed: { title: '로그인하지 못했습니다', retry: '다시 로그인' },
    startFailed: { title: '로그인 페이지를 열지 못했습니다', retry: '다시 시도' },
    signingOut: { title: '로그아웃하는 중', description: '세션을 종료하고 있습니다.' },
  },
}

export default ko
