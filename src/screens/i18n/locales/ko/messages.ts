/*
 * 한국어(ko) 용어집. 모든 카탈로그에서 아래 용어를 통일해서 사용합니다.
 * 문체: 안내·설명은 합니다체(…했습니다, …합니다), 사용자에게 요청할 때는 하세요체(…입력하세요),
 * 오류 후 재시도 권유는 "다시 시도해 주세요". 버튼은 짧은 명사형(저장, 다시 시도, 패스키 만들기).
 * 진행 중 상태는 "…하는 중"(예: 보내는 중). 제목에는 마침표를 찍지 않습니다.
 * 조사가 {자리표시자} 뒤에 바로 붙지 않도록 명사를 덧붙이거나(예: {tenant} 계정으로) 형태가 바뀌지 않는 조사(에, 의, 에서)를 씁니다.
 * 화면의 버튼·권한 이름을 인용할 때는 ‘…’, 사용자가 입력한 값(검색어 등)을 인용할 때는 “…”를 씁니다.
 * 휴대폰 번호 예시는 한국 번호(+82 10 1234 5678)로 바꿔 씁니다. 사람 수는 "{count}명", 그 밖의 개수는 "{count}개".
 *
 * sign in / sign-in / login → 로그인 (sign-in page → 로그인 페이지, login box → 로그인 화면)
 * sign out → 로그아웃 / sign up → 가입 (sign-up form → 가입 양식)
 * passkey → 패스키 / security key → 보안 키
 * two-factor authentication → 2단계 인증 (second factor → 두 번째 인증 수단)
 * multi-factor authentication (MFA) → 다단계 인증(MFA)
 * authenticator app → 인증 앱
 * (one-time / verification) code → 코드 (one-time code → 일회용 코드, 6-digit code → 6자리 코드)
 * recovery code → 복구 코드
 * text message (SMS) → 문자 메시지(SMS)
 * account (tenant) → 계정 (sub-account → 하위 계정, tenant → 테넌트) / organisation → 조직
 * user → 사용자 / member → 구성원 / administrator → 관리자 / owner → 소유자
 * role → 역할 / permission → 권한 / group → 그룹
 * single sign-on (SSO) → 싱글 사인온(SSO)
 * identity provider (IdP) → ID 공급자(IdP)
 * session → 세션
 * API token → API 토큰 / secret → 시크릿 (client secret → 클라이언트 시크릿)
 * audit log → 감사 로그
 * invitation / invite → 초대 / impersonate → 가장 (impersonation → 사용자 가장)
 * verify → 확인 / validate (domain) → 검증 / connection → 연결 / provisioning → 프로비저닝 / webhook → 웹후크
 * revoke (session) → (세션) 종료 / assign → 할당 / lockout → 사용자 잠금 / breached password → 유출된 비밀번호
 * policy → 정책 / plan → 요금제 / subscription → 구독 / billing → 결제 / invoice → 청구서
 * email → 이메일 / device → 기기 / application → 애플리케이션 / app → 앱
 * Try again → 다시 시도 / Cancel → 취소 / Delete → 삭제 / Remove → 제거 / Save → 저장
 */
import type { Translation } from '../../translation'
import type { defaultMessages } from '../../messages'

const ko: Translation<typeof defaultMessages> = {
  errors: {
    network: '서버에 연결하지 못했습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.',
    timeout: '서버 응답이 너무 오래 걸립니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.',
    malformed: '서버에서 읽을 수 없는 응답을 보냈습니다. 다시 시도해 주세요.',
    unknown: '문제가 발생했습니다. 다시 시도해 주세요.',
    emailRequired: '이메일 주소를 입력하세요.',
    invalidEmail: '올바른 이메일 주소를 입력하세요(예: name@example.com).',
    passwordRequired: '비밀번호를 입력하세요.',
    unsupportedStrategy: '여기에서는 이 로그인 방법을 사용할 수 없습니다.',
    invalidOneTimeCode: '전송된 6자리 코드를 입력하세요.',
    breachedPassword: '이 비밀번호는 데이터 유출 사고에서 노출되었습니다. 로그인하려면 비밀번호를 재설정하세요.',
    passkeyCancelled: '패스키 요청이 취소되었거나 시간이 초과되었습니다. 다시 시도할 수 있습니다.',
    ceremonyAborted: '패스키 요청이 취소되었습니다.',
    webauthnUnsupported: '이 브라우저에서는 패스키를 사용할 수 없습니다.',
    passkeyAlreadyRegistered: '이 기기에는 이미 이 계정의 패스키가 있습니다.',
    passkeyFailed: '패스키를 사용하지 못했습니다. 다시 시도해 주세요.',
    ssoAddressRefused: '조직의 싱글 사인온(SSO) 주소가 올바르지 않아 이동할 수 없습니다. 관리자에게 문의하세요.',
    ssoFailed: '조직의 로그인 페이지를 열지 못했습니다. 다시 시도해 주세요.',
    signInNotStarted: '이 로그인은 이 브라우저에서 시작되지 않았거나 이미 사용되었습니다. 로그인 페이지에서 다시 시작하세요.',
    socialLoginNotStarted: '이 브라우저에서 해당 로그인을 시작하지 못했습니다. 다시 시도하거나 다른 방법을 선택하세요.',
    stateMismatch: '로그인 페이지에서 받은 응답이 이 브라우저에서 시작한 로그인과 일치하지 않습니다. 다시 로그인하세요.',
    missingCode: '로그인 페이지에서 로그인 코드를 돌려보내지 않았습니다. 다시 로그인하세요.',
    tokenRefused: '로그인 서비스에서 거부하여 로그인을 완료하지 못했습니다. 다시 로그인하세요.',
    invalidResponse: '로그인 서비스에서 확인할 수 없는 응답을 보냈습니다. 다시 로그인하세요.',
  },
  controls: {
    loading: '불러오는 중',
    showPassword: '비밀번호 표시',
    hidePassword: '비밀번호 숨기기',
    clearSearch: '검색 지우기',
    remove: '제거',
    showAll: '모두 표시',
    actionsFailed: '작업을 불러오지 못했습니다. 다시 시도해 주세요.',
    previousPage: '이전 페이지',
    nextPage: '다음 페이지',
    pageStatus: '{total}페이지 중 {page}페이지',
  },
  signedIn: { title: '로그인되었습니다', description: '로그인한 계정: {email}', signOut: '로그아웃' },
  vendor: {
    securedBy: 'Gatehouse로 보호됨',
  },
  session: {
    restoring: { title: '세션 확인 중', description: '로그인 상태를 확인하고 있습니다. 잠시만 기다려 주세요.' },
    signingOut: { title: '로그아웃하는 중', description: '이 기기에서 세션을 종료하고 있습니다.' },
  },
  login: {
    stepLoading: { title: '잠시만 기다려 주세요', description: '다음 단계를 불러오는 중입니다.' },
    stepFailed: {
      title: '이 단계를 불러오지 못했습니다',
      description: '로그인의 다음 단계를 불러오지 못했습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.',
      retry: '다시 시도',
    },
    emailStep: {
      title: '로그인',
      description: '계속하려면 회사 이메일을 입력하세요.',
      emailLabel: '이메일',
      submit: '계속',
    },
    redirectToSSO: {
      title: '싱글 사인온(SSO)으로 이동하는 중',
      description: '조직의 ID 공급자를 통해 로그인합니다. 지금 이동합니다.',
      cancel: '다른 이메일 사용',
    },
    success: {
      title: '로그인되었습니다',
      description: '앱으로 이동합니다.',
    },
    pending: '로그인하는 중',
  },
  social: {
    divider: '또는',
    continueWith: '{provider} 계정으로 계속',
    listLabel: '다른 계정으로 로그인',
  },
  callback: {
    verifying: {
      title: '로그인하는 중',
      description: '로그인 공급자의 응답을 확인하고 있습니다.',
      magicLinkDescription: '로그인 링크를 확인하고 있습니다.',
    },
    failed: {
      title: '로그인하지 못했습니다',
      leaving: '잠시 후 이전 화면으로 돌아갑니다.',
      backToLogin: '로그인으로 돌아가기',
    },
    twoFactor: {
      title: '한 단계만 더 남았습니다',
      description: '계정에 두 번째 인증 수단이 필요합니다. 해당 단계로 이동합니다.',
    },
  },
  passkeys: {
    signIn: '패스키로 로그인',
    waiting: '패스키를 기다리는 중',
    cancel: '취소',
    prompt: {
      title: '패스키로 더 빠르게 로그인하세요',
      description: '다음부터는 비밀번호 대신 지문, 얼굴 인식 또는 화면 잠금을 사용하세요.',
      create: '패스키 만들기',
      creating: '패스키를 만드는 중',
      notNow: '나중에',
      dontShowAgain: '다시 표시하지 않음',
    },
  },
}

export default ko
