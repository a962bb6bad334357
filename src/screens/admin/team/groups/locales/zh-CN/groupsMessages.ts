import type { Translation } from '../../../../../i18n/translation'
import type { defaultGroupsMessages } from '../../groupsMessages'

const zhCN: Translation<typeof defaultGroupsMessages> = {
  teamGroups: {
    description: '组内的每个人都会获得相同的角色。',
    add: '新建组',
    tableLabel: '组',
    columns: { name: '名称', color: '颜色', description: '说明', members: '成员', roles: '角色', actions: '操作' },
    noRoles: '无角色',
    empty: '还没有任何组。',
    loadFailed: '组未能加载。',
    retry: '重试',
    readOnly: '您可以查看组，但不能更改。',
    actionsFor: '{name} 的操作',
    actions: { edit: '编辑详细信息', members: '管理成员', roles: '管理角色', delete: '删除组' },
    colors: { indigo: '靛蓝', sky: '天蓝', emerald: '翠绿', amber: '琥珀', red: '红色', violet: '紫罗兰', pink: '粉红', gray: '灰色' },
    form: {
      createTitle: '新建组',
      editTitle: '编辑“{name}”',
      name: '名称',
      description: '说明（可选）',
      color: '颜色',
      roles: '角色',
      create: '创建组',
      save: '保存',
      cancel: '取消',
      creating: '正在创建',
      saving: '正在保存',
      nameRequired: '请输入名称。',
      createdButNotFilled: '组“{name}”已创建，但部分成员或角色未能添加。请重试以添加其余项。',
    },
    picker: {
      search: '查找人员',
      hint: '输入姓名或电子邮件地址以查找人员。',
      results: '人员',
      noMatch: '没有与“{search}”匹配的人员。',
      searching: '正在搜索',
      chosen: '成员',
      none: '暂无成员。',
      remove: '移除',
      loadFailed: '人员未能加载。',
    },
    membersDialog: { title: '“{name}”的成员', save: '保存成员', saving: '正在保存', cancel: '取消' },
    rolesDialog: { title: '“{name}”的角色', description: '组内的每个人都会获得这些角色。', save: '保存角色', saving: '正在保存', cancel: '取消' },
    deleteDialog: {
      title: '要删除组“{name}”吗？',
      description: '该组的成员将失去其授予的角色。此操作无法撤消。',
      confirm: '删除',
      pending: '正在删除',
      cancel: '取消',
    },
    done: {
      created: '已创建组“{name}”。',
      saved: '已保存组“{name}”。',
      deleted: '已删除组“{name}”。',
      membersSaved: '已保存“{name}”的成员。',
      rolesSaved: '已保存“{name}”的角色。',
    },
  },
}

export default zhCN
