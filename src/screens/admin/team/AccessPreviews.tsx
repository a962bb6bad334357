import {
  accessChangeImpact,
  changedIds,
  groupDeleteImpact,
  groupRolesChangePermissions,
  permissionsOfRoles,
  personDeleteImpact,
  roleDeleteImpact,
  useSession,
  withGroupRoles,
  withPersonRoles,
  withRolePermissions,
  type AccessImpactData,
  type Resource,
} from '../../../hooks'
import { listOf, pluralize } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale } from '../../i18n/useMessages'
import { AccessImpactLine, AccessImpactNotice, permissionNames } from './AccessImpact'
import { useAccessImpactMessages } from './accessImpactMessages'

// The team dialogs' previews of who loses or gains a permission, in a chunk of their own loaded as
// such a dialog opens: the dialogs load the data (useAccessImpactData) and pass it in, this works
// out what their change does to it (hooks/admin/impact/accessImpact) and says so.

interface Previewed {
  /** Who holds what now, loading since the dialog opened. */
  readonly data: Resource<AccessImpactData>
}

const useSelfId = () => useSession().user?.id ?? null

/** A role's permissions set to `selected`: who loses and gains each one switched; as the one-line count beside the buttons with `asLine`. */
export function RolePermissionsPreview({ data, roleId, held, selected, asLine = false }: Previewed & { roleId: string; held: readonly string[]; selected: readonly string[]; asLine?: boolean }) {
  const selfId = useSelfId()
  const world = data.data?.world
  const before = world?.roles.find((known) => known.id === roleId)?.permissions ?? held
  const impact = world ? accessChangeImpact(world, withRolePermissions(world, roleId, selected), changedIds(before, selected), selfId) : null
  return asLine ? <AccessImpactLine data={data} impact={impact} /> : <AccessImpactNotice data={data} impact={impact} />
}

/** A group's roles changed from `before` to `after`: who loses and gains the permissions of the roles given or taken. */
export function GroupRolesPreview({ data, groupId, before, after }: Previewed & { groupId: string; before: readonly string[]; after: readonly string[] }) {
  const selfId = useSelfId()
  const world = data.data?.world
  const impact = world ? accessChangeImpact(world, withGroupRoles(world, groupId, after), groupRolesChangePermissions(world, before, after), selfId) : null
  return <AccessImpactNotice data={data} impact={impact} />
}

/** A member's own roles changed from `before` to `after`: the permissions they lose or gain, their groups counted. */
export function MemberRolesPreview({ data, userId, before, after }: Previewed & { userId: string; before: readonly string[]; after: readonly string[] }) {
  const selfId = useSelfId()
  const world = data.data?.world
  const impact = world ? accessChangeImpact(world, withPersonRoles(world, userId, after), permissionsOfRoles(world, changedIds(before, after)), selfId) : null
  return <AccessImpactNotice data={data} impact={impact} />
}

/** What deleting a group takes, in words before the permissions: its members and the roles it gives. */
export function GroupDeletePreview({ data, groupId }: Previewed & { groupId: string }) {
  const text = useAccessImpactMessages().group
  const locale = useLocale()
  const selfId = useSelfId()
  const world = data.data?.world
  if (!world) return <AccessImpactNotice data={data} impact={null} />
  const impact = groupDeleteImpact(world, groupId, selfId)
  const lead = impact.members === 0 ? text.noMembers : impact.roles.length === 0 ? text.noRoles : format(pluralize(text.members, impact.members, locale), { roles: listOf(impact.roles, locale) })
  return <AccessImpactNotice data={data} impact={impact.access} lead={lead} />
}

/** What deleting a role takes, in words before the permissions: who holds it and the groups that give it. */
export function RoleDeletePreview({ data, roleId }: Previewed & { roleId: string }) {
  const text = useAccessImpactMessages().role
  const locale = useLocale()
  const selfId = useSelfId()
  const world = data.data?.world
  if (!world) return <AccessImpactNotice data={data} impact={null} />
  const impact = roleDeleteImpact(world, roleId, selfId)
  const holders = impact.holders === 0 ? text.noHolders : pluralize(text.holders, impact.holders, locale)
  const groups = impact.groups.length > 0 && format(text.groups, { groups: listOf(impact.groups, locale) })
  return <AccessImpactNotice data={data} impact={impact.access} lead={[holders, groups].filter(Boolean).join(' ')} />
}

/** What removing a member takes with them: their groups and roles, and what nobody else will hold. */
export function MemberDeletePreview({ data, userId }: Previewed & { userId: string }) {
  const text = useAccessImpactMessages()
  const locale = useLocale()
  const world = data.data?.world
  if (!world) return <AccessImpactNotice data={data} impact={null} />
  const impact = personDeleteImpact(world, userId)
  const lead = [
    impact.groups.length > 0 && format(text.user.groups, { groups: listOf(impact.groups, locale) }),
    impact.roles.length > 0 && format(text.user.roles, { roles: listOf(impact.roles, locale) }),
    impact.groups.length === 0 && impact.roles.length === 0 && text.user.nothing,
  ]
    .filter(Boolean)
    .join(' ')
  const warning = impact.onlyHolder.length > 0 ? format(text.user.onlyHolder, { permissions: permissionNames(impact.onlyHolder, text, locale) }) : null
  return <AccessImpactNotice data={data} impact={null} lead={lead} warning={warning} />
}
