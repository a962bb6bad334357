import type { Translation } from '../../../../../i18n/translation'
import type { defaultGroupsMessages } from '../../groupsMessages'

const ja: Translation<typeof defaultGroupsMessages> = {
  teamGroups: {
    description: 'グループに所属するメンバー全員に、同じロールが付与されます。',
    add: '新しいグループ',
    tableLabel: 'グループ',
    columns: { name: '名前', color: '色', description: '説明', members: 'メンバー', roles: 'ロール', actions: '操作' },
    noRoles: 'ロールなし',
    empty: 'グループはまだありません。',
    loadFailed: 'グループを読み込めませんでした。',
    retry: '再試行',
    readOnly: 'グループを表示できますが、変更はできません。',
    actionsFor: '{name}の操作',
    actions: { edit: '詳細を編集', members: 'メンバーを管理', roles: 'ロールを管理', delete: 'グループを削除' },
    colors: { indigo: 'インディゴ', sky: 'スカイブルー', emerald: 'エメラルド', amber: 'アンバー', red: 'レッド', violet: 'バイオレット', pink: 'ピンク', gray: 'グレー' },
    form: {
      createTitle: '新しいグループ',
      editTitle: '{name}を編集',
      name: '名前',
      description: '説明（任意）',
      color: '色',
      roles: 'ロール',
      create: 'グループを作成',
      save: '保存',
      cancel: 'キャンセル',
      creating: '作成中',
      saving: '保存中',
      nameRequired: '名前を入力してください。',
      createdButNotFilled: 'グループ「{name}」を作成しましたが、一部のメンバーまたはロールを追加できませんでした。もう一度お試しのうえ、残りを追加してください。',
    },
    picker: {
      search: 'ユーザーを検索',
      hint: '名前またはメールアドレスを入力して、ユーザーを検索してください。',
      results: 'ユーザー',
      noMatch: '「{search}」に一致するユーザーはいません。',
      searching: '検索中',
      chosen: 'メンバー',
      none: 'まだいません。',
      remove: '削除',
      loadFailed: 'ユーザーを読み込めませんでした。',
    },
    membersDialog: { title: '{name}のメンバー', save: 'メンバーを保存', saving: '保存中', cancel: 'キャンセル' },
    rolesDialog: { title: '{name}のロール', description: 'グループのメンバー全員に、これらのロールが付与されます。', save: 'ロールを保存', saving: '保存中', cancel: 'キャンセル' },
    deleteDialog: {
      title: 'グループ「{name}」を削除しますか？',
      description: 'メンバーは、このグループで付与されていたロールを失います。この操作は元に戻せません。',
      confirm: '削除',
      pending: '削除中',
      cancel: 'キャンセル',
    },
    done: {
      created: 'グループ「{name}」を作成しました。',
      saved: 'グループ「{name}」を保存しました。',
      deleted: 'グループ「{name}」を削除しました。',
      membersSaved: '{name}のメンバーを保存しました。',
      rolesSaved: '{name}のロールを保存しました。',
    },
  },
}

export default ja
