import { useState } from 'react'
import type { Role } from '../../../../api'
import {
  applyPermissionSelection,
  hasPermissionChanges,
  permissionChoices,
  useAttachPermissionsToRole,
  usePermissionCatalog,
  usePermissionCategories,
  type PermissionCategoryChoices,
  type PermissionChoice,
  useAccessImpactData,
  useDialogSubmit,
} from '../../../../hooks'
import { Banner, Button, Checkbox, CheckboxGroup, Dialog, DialogActions, Spinner } from '../../../../primitives'
import { format } from '../../../i18n/messages'
import { useMessages } from '../../../i18n/useMessages'
import { AccessPreview, RolePermissionsLine, usePreloadAccessPreviews } from '../AccessPreviewPart'
import { errorText } from '../../../shared/errorText'
import * as styles from './RolesSection.css'
import { useRolesMessages } from './rolesMessages'

export interface RolePermissionsDialogProps {
  role: Role
  /** Shows the role's permissions without a way to change them. */
  isReadOnly: boolean
  onClose: () => void
  onDone: () => void
}

/**
 * A role's permissions, by category (spec/admin.md §3 Permission, Permission category). Only
 * ASSIGNABLE permissions can be switched; ALWAYS ones show on and locked, NEVER ones off and
 * locked, each saying why. Saving sets the role's permissions to exactly what is ticked.
 */
export function RolePermissionsDialog({ role, isReadOnly, onClose, onDone }: RolePermissionsDialogProps) {
  const messages = useMessages()
  const admin = useRolesMessages()
  const text = admin.roles.permissionsDialog
  const catalog = usePermissionCatalog()
  const categories = usePermissionCategories()
  const attach = useAttachPermissionsToRole()
  const held = role.permissions ?? []
  const [wanted, setWanted] = useState<string[] | null>(null)
  const sending = useDialogSubmit()
  const permissions = catalog.data
  const selected = permissions ? applyPermissionSelection(permissions, held, wanted ?? held) : held
  const groups = permissions && categories.data ? permissionChoices(categories.data, permissions, selected) : null
  const loadError = catalog.teamError ?? categories.teamError
  const pending = sending.isPending
  const access = useAccessImpactData(!isReadOnly)
  usePreloadAccessPreviews()
  const showsImpact = !isReadOnly && groups !== null && hasPermissionChanges(held, selected)
  const previewed = { data: access, roleId: role.id, held, selected }

  const close = () => {
    if (pending) return
    attach.reset()
    sending.reset()
    onClose()
  }

  // A failure shows in the dialog; the ticks stay as they were.
  const save = () => {
    if (!permissions) return
    if (!hasPermissionChanges(held, selected)) return close()
    void sending.submit(async () => {
      await attach.trigger({ roleId: role.id, permissionIds: selected })
      onDone()
    })
  }

  const retry = () => {
    void catalog.refresh()
    void categories.refresh()
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={format(text.title, { name: role.name })}
      description={isReadOnly ? text.readOnlyDescription : text.description}
      isDismissable={!pending}
    >
      {!pending && attach.teamError && <Banner tone="error">{errorText(attach.teamError, messages)}</Banner>}
      {loadError ? (
        <Banner tone="error">
          {text.loadFailed} {errorText(loadError, messages)}{' '}
          <Button variant="text" onPress={retry}>
            {text.retry}
          </Button>
        </Banner>
      ) : groups ? (
        <div className={styles.categories}>
          {groups.map((group) => (
            <CategoryChoices
              key={group.category?.id ?? 'other'}
              group={group}
              label={group.category?.name ?? text.other}
              selected={selected}
              isDisabled={isReadOnly || pending}
              onChange={(inCategory) => {
                const ids = new Set(group.choices.map((choice) => choice.permission.id))
                setWanted([...selected.filter((id) => !ids.has(id)), ...inCategory])
              }}
            />
          ))}
        </div>
      ) : (
        <Spinner label={text.loading} />
      )}
      {showsImpact && <AccessPreview kind="rolePermissions" {...previewed} />}
      <DialogActions>
        {showsImpact && <RolePermissionsLine {...previewed} />}
        {isReadOnly ? (
          <Button variant="secondary" onPress={close}>
            {text.close}
          </Button>
        ) : (
          <>
            <Button variant="text" onPress={close} isDisabled={pending}>
              {text.cancel}
            </Button>
            <Button onPress={() => void save()} isPending={pending} pendingLabel={text.saving} isDisabled={!groups}>
              {text.save}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  )
}

function CategoryChoices({
  group,
  label,
  selected,
  isDisabled,
  onChange,
}: {
  group: PermissionCategoryChoices
  label: string
  selected: readonly string[]
  isDisabled: boolean
  onChange: (ids: string[]) => void
}) {
  const value = group.choices.filter((choice) => selected.includes(choice.permission.id)).map((choice) => choice.permission.id)
  return (
    <CheckboxGroup label={label} value={value} onChange={onChange} isDisabled={isDisabled}>
      {group.choices.map((choice) => (
        <PermissionCheckbox key={choice.permission.id} choice={choice} />
      ))}
    </CheckboxGroup>
  )
}

function PermissionCheckbox({ choice }: { choice: PermissionChoice }) {
  const text = useRolesMessages().roles.permissionsDialog
  const note = choice.assignmentType === 'ALWAYS' ? text.always : choice.assignmentType === 'NEVER' ? text.never : null
  return (
    <Checkbox value={choice.permission.id} isDisabled={!choice.isChangeable}>
      <span className={styles.permission}>
        <span>{choice.permission.name}</span>
        <span className={styles.permissionKey}>{choice.permission.key}</span>
        {note && <span className={styles.permissionNote}>{note}</span>}
      </span>
    </Checkbox>
  )
}
