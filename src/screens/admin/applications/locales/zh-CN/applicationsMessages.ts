import type { Translation } from '../../../../i18n/translation'
import type { defaultApplicationsMessages } from '../../applicationsMessages'

const zhCN: Translation<typeof defaultApplicationsMessages> = {
  description: '您账户中的应用以及可以使用它们的人。对所有人开放的应用无需分配。',
  readOnly: '您可以查看每个应用的使用者，但不能更改。',
  tableLabel: '应用',
  empty: '此账户没有任何应用。',
  loadFailed: '账户的应用未能加载。',
  retry: '重试',
  columns: { name: '应用', access: '可以使用的人' },
  everyone: '对所有人开放',
  assignedNone: '未分配用户',
  assignedOne: '已分配 1 个用户',
  assignedMany: '已分配 {count} 个用户',
  assignedUsers: '已分配到 {app} 的用户',
  showAll: '显示全部 {count} 个',
  showFewer: '收起',
  assignFor: '为 {app} 分配用户',
  assign: '分配用户',
  unassignFor: '取消 {user} 对 {app} 的分配',
  unassign: '取消分配',
  assignDialog: {
    title: '为 {app} 分配用户',
    user: '用户',
    userPlaceholder: '选择用户',
    userHint: '分配后，该用户即可使用 {app}。',
    userMissing: '请选择要分配的用户。',
    nobody: '账户中的所有用户都已拥有此应用。',
    usersFailed: '账户的用户未能加载，因此无法选择任何人。',
    submit: '分配',
    pending: '正在分配',
    cancel: '取消',
    failed: '未能分配该用户。',
  },
  unassignDialog: {
    title: '要取消 {user} 对 {app} 的分配吗？',
    description: '在重新分配之前，该用户将无法使用 {app}。',
    confirm: '取消分配',
    pending: '正在取消分配',
    cancel: '取消',
    failed: '未能取消该用户的分配。',
  },
  done: { assigned: '{user} 现在可以使用 {app}。', unassigned: '{user} 不再能使用 {app}。' },
}

export default zhCN
