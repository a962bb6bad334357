import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessImpactMessages } from '../../accessImpactMessages'

const ar: Translation<typeof defaultAccessImpactMessages> = {
  accessImpact: {
    label: 'من يتأثر بهذا التغيير',
    loading: 'جارٍ تحديد من يتأثر بهذا التغيير…',
    failed: 'تعذّر تحديد من يتأثر بهذا التغيير. لا يزال بإمكانك المتابعة.',
    nobody: 'لا أحد يحصل على إذن أو يفقده.',
    losing: {
      zero: 'لا أحد يفقد أي إذن.',
      one: 'يفقد شخص واحد إذنًا.',
      two: 'يفقد شخصان أذونات.',
      few: 'يفقد {count} أشخاص أذونات.',
      many: 'يفقد {count} شخصًا أذونات.',
      other: 'يفقد {count} شخص أذونات.',
    },
    gaining: {
      zero: 'لا أحد يحصل على أي إذن.',
      one: 'يحصل شخص واحد على إذن.',
      two: 'يحصل شخصان على أذونات.',
      few: 'يحصل {count} أشخاص على أذونات.',
      many: 'يحصل {count} شخصًا على أذونات.',
      other: 'يحصل {count} شخص على أذونات.',
    },
    incomplete: 'يضم الحساب أشخاصًا أكثر ممن تمت قراءتهم، لذا قد يكون هناك المزيد.',
    lose: 'فقدان {permissions}:',
    gain: 'الحصول على {permissions}:',
    peopleLosing: 'الأشخاص الذين يفقدون {permissions}',
    peopleGaining: 'الأشخاص الذين يحصلون على {permissions}',
    more: {
      zero: 'و{count} آخرون',
      one: 'وشخص آخر',
      two: 'وشخصان آخران',
      few: 'و{count} آخرون',
      many: 'و{count} آخرون',
      other: 'و{count} آخرون',
    },
    quoted: '«{name}»',
    morePermissions: {
      zero: '{count} إذن آخر',
      one: 'إذن آخر',
      two: 'إذنان آخران',
      few: '{count} أذونات أخرى',
      many: '{count} إذنًا آخر',
      other: '{count} إذن آخر',
    },
    otherChanges: {
      zero: 'لا تتغير أذونات أخرى.',
      one: 'يتغير إذن آخر أيضًا.',
      two: 'يتغير إذنان آخران أيضًا.',
      few: 'تتغير {count} أذونات أخرى أيضًا.',
      many: 'يتغير {count} إذنًا آخر أيضًا.',
      other: 'يتغير {count} إذن آخر أيضًا.',
    },
    self: 'ستفقد أنت نفسك {permissions}.',
    group: {
      members: {
        zero: 'لا أعضاء في المجموعة يفقدون الأدوار التي تمنحها ({roles}).',
        one: 'يفقد العضو الوحيد في المجموعة الأدوار التي تمنحها ({roles})، ما لم يحصل عليها بطريقة أخرى.',
        two: 'يفقد عضوا المجموعة الأدوار التي تمنحها ({roles})، ما لم يحصلا عليها بطريقة أخرى.',
        few: 'يفقد أعضاء المجموعة البالغ عددهم {count} الأدوار التي تمنحها ({roles})، ما لم يحصلوا عليها بطريقة أخرى.',
        many: 'يفقد أعضاء المجموعة البالغ عددهم {count} الأدوار التي تمنحها ({roles})، ما لم يحصلوا عليها بطريقة أخرى.',
        other: 'يفقد أعضاء المجموعة البالغ عددهم {count} الأدوار التي تمنحها ({roles})، ما لم يحصلوا عليها بطريقة أخرى.',
      },
      noRoles: 'لا تمنح المجموعة أي أدوار.',
      noMembers: 'لا أعضاء في المجموعة.',
    },
    role: {
      holders: {
        zero: 'لا أحد يملكه مباشرةً.',
        one: 'يملكه شخص واحد مباشرةً.',
        two: 'يملكه شخصان مباشرةً.',
        few: 'يملكه {count} أشخاص مباشرةً.',
        many: 'يملكه {count} شخصًا مباشرةً.',
        other: 'يملكه {count} شخص مباشرةً.',
      },
      noHolders: 'لا أحد يملكه مباشرةً.',
      groups: 'ستتوقف المجموعات التي تمنحه عن منحه: {groups}.',
    },
    user: {
      groups: 'سيغادر {groups}.',
      roles: 'وستزول معه أدواره: {roles}.',
      nothing: 'لا ينتمي إلى أي مجموعة ولا يملك أي دور خاص به.',
      onlyHolder: 'لا أحد غيره في الحساب يملك {permissions}.',
    },
  },
}

export default ar
