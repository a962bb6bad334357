import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessImpactMessages } from '../../accessImpactMessages'

const ja: Translation<typeof defaultAccessImpactMessages> = {
  accessImpact: {
    label: 'この変更の影響を受けるユーザー',
    loading: 'この変更の影響を受けるユーザーを確認しています…',
    failed: 'この変更の影響を受けるユーザーを確認できませんでした。このまま続行することもできます。',
    nobody: '権限が増減するユーザーはいません。',
    losing: { other: '{count}人のユーザーが権限を失います。' },
    gaining: { other: '{count}人のユーザーが権限を得ます。' },
    incomplete: 'アカウントには読み込んだ以上のユーザーがいるため、影響を受けるユーザーがさらにいる可能性があります。',
    lose: '{permissions}を失うユーザー：',
    gain: '{permissions}を得るユーザー：',
    peopleLosing: '{permissions}を失うユーザー',
    peopleGaining: '{permissions}を得るユーザー',
    more: { other: 'ほか{count}人' },
    quoted: '「{name}」',
    morePermissions: { other: 'ほか{count}件の権限' },
    otherChanges: { other: 'ほかに{count}件の権限も変更されます。' },
    self: 'ご自身も{permissions}を失います。',
    group: {
      members: { other: 'このグループの{count}人のメンバーは、ほかの方法で付与されていない限り、このグループで付与されるロール（{roles}）を失います。' },
      noRoles: 'このグループで付与されるロールはありません。',
      noMembers: 'このグループにはメンバーがいません。',
    },
    role: {
      holders: { other: '{count}人のユーザーにこのロールが直接付与されています。' },
      noHolders: 'このロールが直接付与されているユーザーはいません。',
      groups: 'このロールを付与しているグループは、付与しなくなります：{groups}。',
    },
    user: {
      groups: 'このユーザーは{groups}から外れます。',
      roles: 'このユーザーに直接付与されたロールも削除されます：{roles}。',
      nothing: 'このユーザーはどのグループにも所属しておらず、直接付与されたロールもありません。',
      onlyHolder: 'アカウント内でほかに{permissions}を持つユーザーはいません。',
    },
  },
}

export default ja
