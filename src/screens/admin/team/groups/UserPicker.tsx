import { memo, useEffect, useState } from 'react'
import { pickedUserLabel, updatePicked, useUsers, type PickedUser } from '../../../../hooks'
import { Checkbox, CheckboxGroup, SearchField, Spinner, TagGroup } from '../../../../primitives'
import { format } from '../../../i18n/messages'
import * as styles from './GroupsSection.css'
import { useGroupsMessages } from './groupsMessages'

/** How many people a search shows at once. */
export const PICKER_PAGE_SIZE = 8
const SEARCH_DELAY_MS = 300

export interface UserPickerProps {
  /** The people chosen so far. */
  picked: readonly PickedUser[]
  onChange: (picked: PickedUser[]) => void
  isDisabled?: boolean
}

/**
 * Chooses people of the team: a search over the team's users (names and emails, first ones by name
 * when nothing is typed) with a checkbox each, and the people chosen as removable tags. People
 * chosen earlier stay chosen when a new search no longer shows them.
 */
export const UserPicker = memo(function UserPicker({ picked, onChange, isDisabled }: UserPickerProps) {
  const admin = useGroupsMessages()
  const text = admin.teamGroups.picker
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')

  // A search waits for a pause in typing.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed])

  const users = useUsers({ filter: search, pageSize: PICKER_PAGE_SIZE, sortBy: 'name', order: 'ASC' })
  const shown: PickedUser[] = users.data.map((user) => ({ id: user.id, name: user.name, email: user.email }))
  const checked = shown.filter((user) => picked.some((chosen) => chosen.id === user.id)).map((user) => user.id)

  return (
    <div className={styles.picker}>
      <SearchField label={text.search} description={text.hint} value={typed} onChange={setTyped} isDisabled={isDisabled} />
      {users.isLoading ? (
        <Spinner label={text.searching} />
      ) : users.teamError ? (
        <p className={styles.hint}>{text.loadFailed}</p>
      ) : shown.length === 0 ? (
        <p className={styles.hint}>{format(text.noMatch, { search })}</p>
      ) : (
        <CheckboxGroup label={text.results} value={checked} onChange={(ids) => onChange(updatePicked(picked, shown, ids))} isDisabled={isDisabled}>
          {shown.map((user) => (
            <Checkbox key={user.id} value={user.id}>
              <span className={styles.person}>
                <span>{pickedUserLabel(user)}</span>
                {user.name && <span className={styles.email}>{user.email}</span>}
              </span>
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
      <TagGroup
        label={text.chosen}
        items={picked.map((user) => ({ id: user.id, label: pickedUserLabel(user) }))}
        emptyText={text.none}
        removeLabel={text.remove}
        onRemove={isDisabled ? undefined : (id) => onChange(picked.filter((user) => user.id !== id))}
      />
    </div>
  )
})
