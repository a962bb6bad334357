import type { Translation } from '../../../../i18n/translation'
import type { defaultAuditsMessages } from '../../auditsMessages'

const ja: Translation<typeof defaultAuditsMessages> = {
  description: 'アカウントで、いつ、誰が、何をしたかを確認できます。',
  tableLabel: '監査ログ',
  columns: { createdAt: '日時', user: 'ユーザー', action: 'アクション', description: '説明', ip: 'IPアドレス', severity: '重要度', userAgent: 'ユーザーエージェント', json: 'JSONデータ' },
  stats: {
    label: '監査ログの集計',
    today: '今日',
    severeThisWeek: '今週の重大なイベント',
    unavailable: '現在、集計を表示できません。',
  },
  search: '監査ログを検索',
  filters: {
    label: 'フィルター',
    applied: '適用中のフィルター',
    column: 'フィルター対象',
    value: '値',
    add: 'フィルターを追加',
    none: 'フィルターなし',
    remove: 'フィルターを削除',
    valueRequired: 'フィルターの値を入力してください。',
  },
  columnPicker: { open: '列', label: '表示する列' },
  virtualScroll: 'すべてのログをスクロール表示',
  virtualLoading: 'スクロール表示を読み込んでいます',
  virtualFailed: 'スクロール表示を読み込めませんでした。',
  loading: '監査ログを読み込んでいます',
  loadingRow: '読み込み中',
  empty: '監査ログはまだありません。',
  noMatch: '検索条件またはフィルターに一致する監査ログはありません。',
  loadFailed: '監査ログを読み込めませんでした。',
  retry: '再試行',
  total: { other: '{count}件のログ' },
  pages: { label: '監査ログのページ', previous: '前のページ', next: '次のページ', status: '{page}/{total}ページ' },
  details: { open: '{time}の{action}の詳細', title: '監査ログの詳細', json: 'JSONデータ', copy: 'JSONをコピー', copied: 'コピーしました', copyFailed: 'コピーできませんでした。テキストを選択してコピーしてください。', close: '閉じる', noJson: 'データなし' },
  export: { start: 'CSVをエクスポート', pending: 'エクスポート中', done: '監査ログをaudits.csvにエクスポートしました。', failed: '監査ログをエクスポートできませんでした。' },
}

export default ja
