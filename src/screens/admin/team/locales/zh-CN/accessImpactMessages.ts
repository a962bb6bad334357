import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessImpactMessages } from '../../accessImpactMessages'

const zhCN: Translation<typeof defaultAccessImpactMessages> = {
  accessImpact: {
    label: '此更改会影响哪些人',
    loading: '正在分析此更改会影响哪些人…',
    failed: '无法确定此更改会影响哪些人。您仍可以继续。',
    nobody: '没有人会获得或失去权限。',
    losing: { other: '{count} 人将失去权限。' },
    gaining: { other: '{count} 人将获得权限。' },
    incomplete: '该账户的人数多于已读取的人数，因此受影响的人可能更多。',
    lose: '将失去{permissions}：',
    gain: '将获得{permissions}：',
    peopleLosing: '将失去{permissions}的人',
    peopleGaining: '将获得{permissions}的人',
    more: { other: '还有 {count} 人' },
    quoted: '“{name}”',
    morePermissions: { other: '另外 {count} 项权限' },
    otherChanges: { other: '另有 {count} 项权限也会发生变化。' },
    self: '您自己将失去{permissions}。',
    group: {
      members: { other: '该组的 {count} 名成员将失去其授予的角色（{roles}），除非他们通过其他方式拥有这些角色。' },
      noRoles: '该组不授予任何角色。',
      noMembers: '该组没有成员。',
    },
    role: {
      holders: { other: '{count} 人直接拥有此角色。' },
      noHolders: '没有人直接拥有此角色。',
      groups: '授予此角色的组将不再授予它：{groups}。',
    },
    user: {
      groups: '该用户将退出 {groups}。',
      roles: '其角色也将一并移除：{roles}。',
      nothing: '该用户不属于任何组，也没有直接拥有的角色。',
      onlyHolder: '该账户中没有其他人拥有{permissions}。',
    },
  },
}

export default zhCN
