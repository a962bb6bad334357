import type { Translation } from '../../../../../i18n/translation'
import type { defaultGroupsMessages } from '../../groupsMessages'

const ko: Translation<typeof defaultGroupsMessages> = {
  teamGroups: {
    description: '그룹에 속한 모든 사람은 같은 역할을 받습니다.',
    add: '새 그룹',
    tableLabel: '그룹',
    columns: { name: '이름', color: '색상', description: '설명', members: '구성원', roles: '역할', actions: '작업' },
    noRoles: '역할 없음',
    empty: '아직 그룹이 없습니다.',
    loadFailed: '그룹을 불러오지 못했습니다.',
    retry: '다시 시도',
    readOnly: '그룹을 볼 수는 있지만 변경할 수는 없습니다.',
    actionsFor: '{name} 작업',
    actions: { edit: '세부 정보 편집', members: '구성원 관리', roles: '역할 관리', delete: '그룹 삭제' },
    colors: { indigo: '남색', sky: '하늘색', emerald: '에메랄드색', amber: '호박색', red: '빨간색', violet: '보라색', pink: '분홍색', gray: '회색' },
    form: {
      createTitle: '새 그룹',
      editTitle: '{name} 편집',
      name: '이름',
      description: '설명(선택 사항)',
      color: '색상',
      roles: '역할',
      create: '그룹 만들기',
      save: '저장',
      cancel: '취소',
      creating: '만드는 중',
      saving: '저장하는 중',
      nameRequired: '이름을 입력하세요.',
      createdButNotFilled: '{name} 그룹을 만들었지만 구성원이나 역할 중 일부를 추가하지 못했습니다. 나머지를 추가하려면 다시 시도하세요.',
    },
    picker: {
      search: '사용자 찾기',
      hint: '이름이나 이메일을 입력해 사용자를 찾으세요.',
      results: '사용자',
      noMatch: '“{search}” 검색어와 일치하는 사용자가 없습니다.',
      searching: '검색하는 중',
      chosen: '구성원',
      none: '아직 아무도 없습니다.',
      remove: '제거',
      loadFailed: '사용자를 불러오지 못했습니다.',
    },
    membersDialog: { title: '{name} 그룹 구성원', save: '구성원 저장', saving: '저장하는 중', cancel: '취소' },
    rolesDialog: { title: '{name} 그룹 역할', description: '그룹의 모든 구성원이 이 역할을 받습니다.', save: '역할 저장', saving: '저장하는 중', cancel: '취소' },
    deleteDialog: {
      title: '{name} 그룹을 삭제하시겠습니까?',
      description: '구성원은 이 그룹을 통해 받은 역할을 잃습니다. 이 작업은 되돌릴 수 없습니다.',
      confirm: '삭제',
      pending: '삭제하는 중',
      cancel: '취소',
    },
    done: {
      created: '{name} 그룹을 만들었습니다.',
      saved: '{name} 그룹을 저장했습니다.',
      deleted: '{name} 그룹을 삭제했습니다.',
      membersSaved: '{name} 그룹의 구성원을 저장했습니다.',
      rolesSaved: '{name} 그룹의 역할을 저장했습니다.',
    },
  },
}

export default ko
