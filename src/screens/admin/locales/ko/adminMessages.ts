import type { Translation } from '../../../i18n/translation'
import type { defaultAdminMessages } from '../../adminMessages'

const ko: Translation<typeof defaultAdminMessages> = {
  navigationLabel: '관리 포털',
  groups: {
    personal: '개인',
    workspace: '작업 공간',
  },
  sections: {
    profile: '프로필',
    privacy: '개인 정보 및 보안',
    personalApiTokens: '개인 API 토큰',
    account: '계정 설정',
    users: '사용자',
    groups: '그룹',
    security: '보안',
    sso: '싱글 사인온(SSO)',
    audits: '감사 로그',
    webhooks: '웹후크',
    apiTokens: 'API 토큰',
    roles: '역할',
    subscriptions: '구독',
    allAccounts: '모든 계정',
    usage: '사용량',
    provisioning: '프로비저닝',
    applications: '애플리케이션',
    reports: '보고서',
  },
  loading: '불러오는 중',
  loadingSection: '{section} 페이지를 불러오는 중',
  noAccess: {
    title: '이 페이지에 접근할 권한이 없습니다',
    description: '내 역할에는 {section} 페이지가 포함되어 있지 않습니다. 필요하면 계정 관리자에게 요청하세요.',
  },
  notAllowed: {
    title: '이 페이지를 열 수 없습니다',
    description: '{section} 페이지에는 내 역할에 없는 권한이 필요합니다. 이 페이지가 필요하면 계정 관리자에게 권한을 요청하세요.',
    missing: '필요한 권한: {permissions}',
    or: ' 또는 ',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    description: '이 주소에는 관리 페이지가 없습니다. 주소를 잘못 입력했거나 내 계정에서 사용할 수 없는 페이지일 수 있습니다.',
  },
  empty: {
    title: '아직 관리할 항목이 없습니다',
    description: '내 계정으로는 관리 페이지에 접근할 수 없습니다. 필요하면 계정 관리자에게 요청하세요.',
  },
  signedOut: {
    title: '계속하려면 로그인하세요',
    description: '관리 포털은 로그인한 계정 구성원만 사용할 수 있습니다.',
    signIn: '로그인',
  },
  failed: {
    title: '이 페이지를 불러오지 못했습니다',
    description: '인터넷 연결을 확인한 후 다시 시도해 주세요.',
    retry: '다시 시도',
  },
  dialogsFailed: {
    title: '이 대화 상자를 불러오지 못했습니다',
    description: '인터넷 연결을 확인한 후 다시 시도해 주세요.',
    retry: '다시 시도',
  },
  actionsFailed: '작업 메뉴를 불러오지 못했습니다. 다시 시도해 주세요.',
  backTo: '{section} 페이지로 이동',
}

export default ko
