import type { Translation } from '../../../../i18n/translation'
import type { defaultAuditsMessages } from '../../auditsMessages'

const ko: Translation<typeof defaultAuditsMessages> = {
  description: '계정에서 누가 언제 무엇을 했는지 보여 줍니다.',
  tableLabel: '감사 로그',
  columns: { createdAt: '시간', user: '사용자', action: '작업', description: '설명', ip: 'IP 주소', severity: '심각도', userAgent: '사용자 에이전트', json: 'JSON 데이터' },
  stats: {
    label: '감사 로그 합계',
    today: '오늘',
    severeThisWeek: '이번 주 심각',
    unavailable: '지금은 합계를 표시할 수 없습니다.',
  },
  search: '감사 로그 검색',
  filters: {
    label: '필터',
    applied: '적용된 필터',
    column: '필터 기준',
    value: '값',
    add: '필터 추가',
    none: '필터 없음',
    remove: '필터 제거',
    valueRequired: '필터링할 값을 입력하세요.',
  },
  columnPicker: { open: '열', label: '표시할 열' },
  virtualScroll: '모든 로그 스크롤해서 보기',
  virtualLoading: '스크롤 보기를 불러오는 중',
  virtualFailed: '스크롤 보기를 불러오지 못했습니다.',
  loading: '감사 로그를 불러오는 중',
  loadingRow: '불러오는 중',
  empty: '아직 감사 로그가 없습니다.',
  noMatch: '검색어나 필터와 일치하는 감사 로그가 없습니다.',
  loadFailed: '감사 로그를 불러오지 못했습니다.',
  retry: '다시 시도',
  total: { other: '로그 {count}개' },
  pages: { label: '감사 로그 페이지', previous: '이전 페이지', next: '다음 페이지', status: '{total}페이지 중 {page}페이지' },
  details: {
    open: '{time}의 {action} 세부 정보',
    title: '감사 로그 세부 정보',
    json: 'JSON 데이터',
    copy: 'JSON 복사',
    copied: '복사됨',
    copyFailed: '복사하지 못했습니다. 텍스트를 선택해서 복사하세요.',
    close: '닫기',
    noJson: '데이터 없음',
  },
  export: { start: 'CSV 내보내기', pending: '내보내는 중', done: '감사 로그를 audits.csv 파일로 내보냈습니다.', failed: '감사 로그를 내보내지 못했습니다.' },
}

export default ko
