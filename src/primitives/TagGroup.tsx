import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import * as fieldStyles from './TextField.css'
import * as styles from './TagGroup.css'
import { useNativeInteractions } from './nativeInteractions'
import { moveRovingFocus } from './rovingFocus'
import { useControlWords } from './controlWords'

export interface TagItem {
  id: string
  label: string
}

export interface TagGroupProps {
  label: string
  description?: string
  items: readonly TagItem[]
  /** Removes a tag; each tag gets a remove button ("Remove …"), and Delete or Backspace removes the focused one. */
  onRemove?: (id: string) => void
  /** What a tag's remove button says before the tag's name. */
  removeLabel?: string
  /** What the list says when it has no tags. */
  emptyText?: string
}

const TAG = '[role="row"][data-key]'

/**
 * A labelled list of tags as React Aria's TagGroup builds it (a grid of one-cell rows, same
 * roles, names and keys): the list is one Tab stop, the arrow keys move between tags (reversed
 * right to left), Home and End go to the ends, Delete or Backspace removes the focused tag and
 * focus moves to the tag now in its place. A tag's remove button, for a pointer, is named "Remove"
 * and the tag's label. Written on native elements: React Aria's grid list, collections and
 * selection were most of what the audit log's filters and a group's member picker downloaded.
 */
export function TagGroup({ label, description, items, onRemove, removeLabel: ownRemoveLabel, emptyText }: TagGroupProps) {
  const words = useControlWords()
  const removeLabel = ownRemoveLabel ?? words.remove
  const base = useId()
  const grid = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState<string | null>(null)
  const tabStop = items.some((item) => item.id === active) ? active : (items[0]?.id ?? null)
  // Where focus goes once a removed tag has left the list: the tag now in its place, or the list.
  const focusAfterRemove = useRef<string | null>(null)
  useLayoutEffect(() => {
    const wanted = focusAfterRemove.current
    const node = grid.current
    if (wanted === null || !node) return
    const tag = [...node.querySelectorAll<HTMLElement>(TAG)].find((element) => element.dataset.key === wanted)
    if (items.length > 0 && !tag) return
    focusAfterRemove.current = null
    ;(tag ?? node).focus()
  })

  const remove = (id: string) => {
    if (!onRemove) return
    const index = items.findIndex((item) => item.id === id)
    const neighbour = items[index + 1] ?? items[index - 1]
    if (grid.current?.contains(document.activeElement)) focusAfterRemove.current = neighbour?.id ?? ''
    if (neighbour) setActive(neighbour.id)
    onRemove(id)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tag = moveRovingFocus(event, TAG)
    if (tag) setActive(tag.dataset.key ?? null)
  }

  const labelId = `${base}-label`
  const descriptionId = description ? `${base}-description` : undefined
  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div
        ref={grid}
        role="grid"
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        tabIndex={items.length === 0 ? -1 : undefined}
        data-empty={items.length === 0 || undefined}
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {items.length === 0 ? (
          <div role="row" style={{ display: 'contents' }}>
            <div role="gridcell" style={{ display: 'contents' }}>
              <span className={styles.empty}>{emptyText}</span>
            </div>
          </div>
        ) : (
          items.map((item) => (
            <Tag
              key={item.id}
              item={item}
              id={`${base}-tag-${item.id}`}
              isTabStop={item.id === tabStop}
              removeLabel={removeLabel}
              onFocus={() => setActive(item.id)}
              onRemove={onRemove ? () => remove(item.id) : undefined}
            />
          ))
        )}
      </div>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
    </div>
  )
}

interface TagProps {
  item: TagItem
  id: string
  isTabStop: boolean
  removeLabel: string
  onFocus: () => void
  onRemove?: () => void
}

function Tag({ item, id, isTabStop, removeLabel, onFocus, onRemove }: TagProps) {
  const { handlers, attributes } = useNativeInteractions()
  const buttonId = `${id}-remove`
  return (
    <div
      role="row"
      id={id}
      data-key={item.id}
      aria-label={item.label}
      tabIndex={isTabStop ? 0 : -1}
      className={styles.tag}
      data-focus-visible={attributes['data-focus-visible']}
      onFocus={(event) => {
        onFocus()
        if (event.target === event.currentTarget) handlers.onFocus()
      }}
      onBlur={(event) => event.target === event.currentTarget && handlers.onBlur()}
      onKeyDown={(event) => {
        if (!onRemove || (event.key !== 'Delete' && event.key !== 'Backspace')) return
        event.preventDefault()
        onRemove()
      }}
    >
      <div role="gridcell" style={{ display: 'contents' }}>
        {item.label}
        {onRemove && <RemoveButton id={buttonId} label={removeLabel} labelledBy={`${buttonId} ${id}`} onRemove={onRemove} />}
      </div>
    </div>
  )
}

function RemoveButton({ id, label, labelledBy, onRemove }: { id: string; label: string; labelledBy: string; onRemove: () => void }) {
  const { handlers, attributes } = useNativeInteractions()
  return (
    <button {...handlers} {...attributes} type="button" id={id} tabIndex={-1} aria-label={label} aria-labelledby={labelledBy} className={styles.remove} onClick={onRemove}>
      <span aria-hidden="true">×</span>
    </button>
  )
}
