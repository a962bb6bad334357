import type { Group, UpdateGroupInput } from '../../api'

/**
 * The group dialogs' rules (spec/admin.md §3 Group, §5): the colour palette, what an edit sends,
 * and how a pick of people survives a search that no longer shows them.
 */

/** The colours a group can take; the ids name them in the message catalogue. */
export const GROUP_COLORS = [
  { id: 'indigo', hex: '#4F46E5' },
  { id: 'sky', hex: '#0EA5E9' },
  { id: 'emerald', hex: '#10B981' },
  { id: 'amber', hex: '#F59E0B' },
  { id: 'red', hex: '#DC2626' },
  { id: 'violet', hex: '#7C3AED' },
  { id: 'pink', hex: '#DB2777' },
  { id: 'gray', hex: '#6B7280' },
] as const

export type GroupColorId = (typeof GROUP_COLORS)[number]['id']

/** The colour a new group starts with. */
export const DEFAULT_GROUP_COLOR: string = GROUP_COLORS[0].hex

/** `#abc`, `#aabbcc` or `#aabbccff` as `#AABBCC`; null for anything else. */
export function normaliseHex(value: string | null | undefined): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec((value ?? '').trim())
  if (!match) return null
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!.slice(0, 6)
  return `#${digits.toUpperCase()}`
}

/** The palette entry a colour is, whatever its case or shorthand; null for a colour outside the palette. */
export function groupColorOf(value: string | null | undefined): GroupColorId | null {
  const hex = normaliseHex(value)
  return GROUP_COLORS.find((color) => color.hex === hex)?.id ?? null
}

/** What the create and edit dialogs collect about the group itself. */
export interface GroupFormValues {
  readonly name: string
  readonly description: string
  readonly color: string
}

export type GroupFormErrors = Partial<Record<'name', 'required'>>

/** A name is required; the server judges the rest (a name already taken, for one). */
export function validateGroupForm(values: GroupFormValues): GroupFormErrors {
  return values.name.trim() ? {} : { name: 'required' }
}

/** The form's values for an existing group; a colour outside the palette is kept as it is. */
export function groupFormValues(group: Pick<Group, 'name' | 'description' | 'color'>): GroupFormValues {
  return { name: group.name, description: group.description ?? '', color: normaliseHex(group.color) ?? DEFAULT_GROUP_COLOR }
}

/** The edit body: only what changed (a cleared description is sent empty); null when nothing did. */
export function groupUpdate(group: Pick<Group, 'id' | 'name' | 'description' | 'color'>, values: GroupFormValues): UpdateGroupInput | null {
  const name = values.name.trim()
  const description = values.description.trim()
  const color = normaliseHex(values.color)
  const changes = {
    ...(name !== group.name ? { name } : {}),
    ...(description !== (group.description ?? '') ? { description } : {}),
    ...(color && color !== normaliseHex(group.color) ? { color } : {}),
  }
  return Object.keys(changes).length > 0 ? { groupId: group.id, ...changes } : null
}

/** Someone picked in a dialog, with what it shows of them. */
export interface PickedUser {
  readonly id: string
  readonly name?: string | null
  readonly email?: string
}

/**
 * The pick after the checkboxes of the people a search shows now read `checkedIds`: those people
 * follow their checkboxes, people picked earlier whom this search does not show stay picked.
 * Earlier picks keep their place; new ones join at the end.
 */
export function updatePicked(picked: readonly PickedUser[], shown: readonly PickedUser[], checkedIds: readonly string[]): PickedUser[] {
  const shownIds = new Set(shown.map((user) => user.id))
  const kept = picked.filter((user) => !shownIds.has(user.id) || checkedIds.includes(user.id))
  const keptIds = new Set(kept.map((user) => user.id))
  const added = shown.filter((user) => checkedIds.includes(user.id) && !keptIds.has(user.id))
  return [...kept, ...added]
}

/** A person's words in a pick: their name, else their email, else their id. */
export function pickedUserLabel(user: PickedUser): string {
  return user.name?.trim() || user.email || user.id
}
