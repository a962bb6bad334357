import type { Translation } from '../../../../i18n/translation'
import type { defaultAuditsMessages } from '../../auditsMessages'

const zhCN: Translation<typeof defaultAuditsMessages> = {
  description: '谁在您的账户中于何时执行了哪些操作。',
  tableLabel: '审计日志',
  columns: { createdAt: '时间', user: '用户', action: '操作', description: '说明', ip: 'IP 地址', severity: '严重程度', userAgent: '用户代理', json: 'JSON 数据' },
  stats: {
    label: '审计统计',
    today: '今天',
    severeThisWeek: '本周严重事件',
    unavailable: '统计数据暂时不可用。',
  },
  search: '搜索审计日志',
  filters: {
    label: '筛选器',
    applied: '已应用的筛选器',
    column: '筛选依据',
    value: '值',
    add: '添加筛选器',
    none: '无筛选器',
    remove: '移除筛选器',
    valueRequired: '请输入要筛选的值。',
  },
  columnPicker: { open: '列', label: '显示的列' },
  virtualScroll: '滚动浏览所有日志',
  virtualLoading: '正在加载滚动视图',
  virtualFailed: '无法加载滚动视图。',
  loading: '正在加载审计日志',
  loadingRow: '正在加载',
  empty: '还没有审计日志。',
  noMatch: '没有与您的搜索或筛选条件匹配的审计日志。',
  loadFailed: '无法加载审计日志。',
  retry: '重试',
  total: { other: '{count} 条日志' },
  pages: { label: '审计日志分页', previous: '上一页', next: '下一页', status: '第 {page} 页，共 {total} 页' },
  details: { open: '{time} 的“{action}”的详细信息', title: '审计日志详细信息', json: 'JSON 数据', copy: '复制 JSON', copied: '已复制', copyFailed: '无法复制。请选中文本后复制。', close: '关闭', noJson: '无数据' },
  export: { start: '导出 CSV', pending: '正在导出', done: '审计日志已导出到 audits.csv。', failed: '无法导出审计日志。' },
}

export default zhCN
