import type { Translation } from '../../../../i18n/translation'
import type { defaultApplicationsMessages } from '../../applicationsMessages'

const ko: Translation<typeof defaultApplicationsMessages> = {
  description: '계정의 애플리케이션과 각 애플리케이션을 사용할 수 있는 사용자입니다. 모든 사용자에게 공개된 애플리케이션은 할당할 필요가 없습니다.',
  readOnly: '각 애플리케이션을 사용할 수 있는 사용자를 볼 수는 있지만 변경할 수는 없습니다.',
  tableLabel: '애플리케이션',
  empty: '이 계정에는 애플리케이션이 없습니다.',
  loadFailed: '계정의 애플리케이션을 불러오지 못했습니다.',
  retry: '다시 시도',
  columns: { name: '애플리케이션', access: '사용 가능한 사용자' },
  everyone: '모든 사용자에게 공개',
  assignedNone: '할당된 사용자 없음',
  assignedOne: '사용자 1명 할당됨',
  assignedMany: '사용자 {count}명 할당됨',
  assignedUsers: '{app}에 할당된 사용자',
  showAll: '{count}명 모두 표시',
  showFewer: '간단히 표시',
  assignFor: '{app}에 사용자 할당',
  assign: '사용자 할당',
  unassignFor: '{app}에서 {user} 할당 해제',
  unassign: '할당 해제',
  assignDialog: {
    title: '{app}에 사용자 할당',
    user: '사용자',
    userPlaceholder: '사용자 선택',
    userHint: '할당하면 {app} 애플리케이션을 사용할 수 있습니다.',
    userMissing: '할당할 사용자를 선택하세요.',
    nobody: '계정의 모든 사용자에게 이미 이 애플리케이션이 할당되어 있습니다.',
    usersFailed: '계정의 사용자를 불러오지 못해 사용자를 선택할 수 없습니다.',
    submit: '할당',
    pending: '할당하는 중',
    cancel: '취소',
    failed: '사용자를 할당하지 못했습니다.',
  },
  unassignDialog: {
    title: '{app}에서 {user} 사용자의 할당을 해제하시겠습니까?',
    description: '다시 할당될 때까지 {app} 애플리케이션을 사용할 수 없습니다.',
    confirm: '할당 해제',
    pending: '할당 해제하는 중',
    cancel: '취소',
    failed: '사용자의 할당을 해제하지 못했습니다.',
  },
  done: { assigned: '이제 {user} 사용자가 {app} 애플리케이션을 사용할 수 있습니다.', unassigned: '이제 {user} 사용자는 {app} 애플리케이션을 사용할 수 없습니다.' },
}

export default ko
