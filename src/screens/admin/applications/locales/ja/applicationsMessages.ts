import type { Translation } from '../../../../i18n/translation'
import type { defaultApplicationsMessages } from '../../applicationsMessages'

const ja: Translation<typeof defaultApplicationsMessages> = {
  description: 'アカウントのアプリケーションと、その利用を許可されたユーザーです。全員が利用できるアプリケーションは割り当て不要です。',
  readOnly: '各アプリケーションを利用できるユーザーを表示できますが、変更はできません。',
  tableLabel: 'アプリケーション',
  empty: 'このアカウントにはアプリケーションがありません。',
  loadFailed: 'アカウントのアプリケーションを読み込めませんでした。',
  retry: '再試行',
  columns: { name: 'アプリケーション', access: '利用できるユーザー' },
  everyone: '全員が利用可能',
  assignedNone: '割り当てられたユーザーなし',
  assignedOne: '1人のユーザーが割り当て済み',
  assignedMany: '{count}人のユーザーが割り当て済み',
  assignedUsers: '{app}に割り当てられたユーザー',
  showAll: '{count}人すべてを表示',
  showFewer: '表示を減らす',
  assignFor: '{app}にユーザーを割り当て',
  assign: 'ユーザーを割り当て',
  unassignFor: '{app}から{user}の割り当てを解除',
  unassign: '割り当てを解除',
  assignDialog: {
    title: '{app}にユーザーを割り当て',
    user: 'ユーザー',
    userPlaceholder: 'ユーザーを選択',
    userHint: '割り当てると、このユーザーは{app}を利用できるようになります。',
    userMissing: '割り当てるユーザーを選択してください。',
    nobody: 'アカウントのすべてのユーザーが、すでにこのアプリケーションを利用できます。',
    usersFailed: 'アカウントのユーザーを読み込めなかったため、ユーザーを選択できません。',
    submit: '割り当て',
    pending: '割り当て中',
    cancel: 'キャンセル',
    failed: 'ユーザーを割り当てられませんでした。',
  },
  unassignDialog: {
    title: '{app}から{user}の割り当てを解除しますか？',
    description: '再度割り当てられるまで、このユーザーは{app}を利用できなくなります。',
    confirm: '割り当てを解除',
    pending: '解除中',
    cancel: 'キャンセル',
    failed: 'ユーザーの割り当てを解除できませんでした。',
  },
  done: { assigned: '{user}は{app}を利用できるようになりました。', unassigned: '{user}は{app}を利用できなくなりました。' },
}

export default ja
