import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessImpactMessages } from '../../accessImpactMessages'

const ko: Translation<typeof defaultAccessImpactMessages> = {
  accessImpact: {
    label: '이 변경의 영향을 받는 사람',
    loading: '이 변경의 영향을 받는 사람을 확인하는 중…',
    failed: '이 변경의 영향을 받는 사람을 확인하지 못했습니다. 그래도 계속할 수 있습니다.',
    nobody: '권한을 얻거나 잃는 사람이 없습니다.',
    losing: { other: '{count}명이 권한을 잃습니다.' },
    gaining: { other: '{count}명이 권한을 얻습니다.' },
    incomplete: '계정의 사용자가 확인한 인원보다 많아 영향을 받는 사람이 더 있을 수 있습니다.',
    lose: '{permissions} 권한을 잃음:',
    gain: '{permissions} 권한을 얻음:',
    peopleLosing: '{permissions} 권한을 잃는 사람',
    peopleGaining: '{permissions} 권한을 얻는 사람',
    more: { other: '외 {count}명' },
    quoted: '‘{name}’',
    morePermissions: { other: '그 밖의 권한 {count}개' },
    otherChanges: { other: '그 밖의 권한 {count}개도 변경됩니다.' },
    self: '본인도 {permissions} 권한을 잃게 됩니다.',
    group: {
      members: { other: '이 그룹의 구성원 {count}명은 다른 방법으로 보유하고 있지 않은 한 이 그룹이 부여하는 역할({roles})을 잃습니다.' },
      noRoles: '이 그룹은 역할을 부여하지 않습니다.',
      noMembers: '이 그룹에는 구성원이 없습니다.',
    },
    role: {
      holders: { other: '{count}명이 이 역할을 직접 보유하고 있습니다.' },
      noHolders: '이 역할을 직접 보유한 사람이 없습니다.',
      groups: '이 역할을 부여하던 그룹은 더 이상 부여하지 않습니다: {groups}.',
    },
    user: {
      groups: '다음 그룹에서 나갑니다: {groups}.',
      roles: '보유한 역할도 함께 제거됩니다: {roles}.',
      nothing: '이 사용자는 그룹에 속해 있지 않으며 직접 보유한 역할도 없습니다.',
      onlyHolder: '계정에서 {permissions} 권한을 가진 다른 사람이 없습니다.',
    },
  },
}

export default ko
