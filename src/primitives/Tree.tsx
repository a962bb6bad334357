import {
  Children,
  createContext,
  isValidElement,
  use,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import * as styles from './Tree.css'
import { cx } from './cx'
import { useNativeInteractions } from './nativeInteractions'
import { treeKeyAction, type TreeKeyAction } from './treeKeys'

interface TreeState {
  expanded: ReadonlySet<string>
  toggle: (key: string) => void
  /** The row that is the tree's Tab stop. */
  tabStop: string | null
  /** Takes the row a user moved focus to as the Tab stop. */
  setFocused: (key: string) => void
}

/** Where a row sits: its depth from 1, its place among its siblings, and its parent row. */
interface RowPlace {
  level: number
  posinset: number
  setsize: number
  parent: string | null
}

const TreeContext = createContext<TreeState | null>(null)
const PlaceContext = createContext<RowPlace>({ level: 1, posinset: 1, setsize: 1, parent: null })

function useTree(): TreeState {
  const state = use(TreeContext)
  if (!state) throw new Error('TreeItem belongs inside Tree')
  return state
}

export interface TreeProps {
  'aria-label'?: string
  'aria-labelledby'?: string
  /** The rows whose children show (controlled): load a row's children when its key arrives here. */
  expandedKeys: ReadonlySet<string>
  onExpandedChange: (keys: Set<string>) => void
  className?: string
  /** TreeItem elements, in order. */
  children?: ReactNode
}

const ROW = '[role="row"]'
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]'
/** What a row opens (its actions menu and the like): keys pressed in it are its own, not the tree's. */
const OPENED_FROM_ROW = '[role="menu"], [role="listbox"], [role="dialog"], [role="alertdialog"]'

/** The keys of the rows shown, in order: the items and, under an expanded one, its children. */
function shownKeys(children: ReactNode, expanded: ReadonlySet<string>): string[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<TreeItemProps>(child)) return []
    const key = String(child.props.id)
    return [key, ...(expanded.has(key) ? shownKeys(child.props.children, expanded) : [])]
  })
}

/** Each child with its place among its siblings, for the rows' level, position and set size. */
function placed(children: ReactNode, level: number, parent: string | null): ReactNode {
  const items = Children.toArray(children).filter(isValidElement)
  return items.map((child, index) => (
    <PlaceContext key={(child as ReactElement).key} value={{ level, posinset: index + 1, setsize: items.length, parent }}>
      {child}
    </PlaceContext>
  ))
}

/**
 * A tree grid on the WAI-ARIA treegrid pattern, as React Aria's Tree behaves (same roles, state
 * attributes and keys): one Tab stop, the row last focused; up and down move between rows, Home
 * and End to the ends; right opens a row or moves into it and along its controls, left closes it or
 * moves to its parent (both reversed right to left); Enter or a click does a row's action. Rows are
 * flat siblings with `aria-level`, `aria-posinset` and `aria-setsize`; only expanded rows' children
 * are rendered. Controlled with `expandedKeys` / `onExpandedChange` to load children when opened.
 * Written on native elements: React Aria's tree, grid list and collections were most of the
 * sub-accounts section's first visit.
 */
export function Tree({ expandedKeys, onExpandedChange, className, children, ...aria }: TreeProps) {
  const tree = useRef<HTMLDivElement>(null)
  const [focused, setFocused] = useState<string | null>(null)
  const keys = shownKeys(children, expandedKeys)
  const tabStop = focused !== null && keys.includes(focused) ? focused : (keys[0] ?? null)
  const state = useMemo<TreeState>(
    () => ({
      expanded: expandedKeys,
      toggle: (key) => {
        const next = new Set(expandedKeys)
        if (!next.delete(key)) next.add(key)
        onExpandedChange(next)
      },
      tabStop,
      setFocused,
    }),
    [expandedKeys, onExpandedChange, tabStop],
  )

  // The tree is one Tab stop, the row last focused: the controls in its rows (an actions menu, a
  // button) are reached with the arrows, so none of them is in the Tab order, also as rows come.
  useLayoutEffect(() => {
    const node = tree.current
    if (!node) return
    const untab = () => node.querySelectorAll<HTMLElement>(`${ROW} :is(${FOCUSABLE})`).forEach((control) => control.tabIndex !== -1 && (control.tabIndex = -1))
    untab()
    const observer = new MutationObserver(untab)
    observer.observe(node, { childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex'] })
    return () => observer.disconnect()
  }, [])

  return (
    <div
      {...aria}
      ref={tree}
      role="treegrid"
      className={cx(styles.tree, className)}
    >
      <TreeContext value={state}>{placed(children, 1, null)}</TreeContext>
    </div>
  )
}

export interface TreeItemProps {
  id: string
  /** The row's name, read out for it. */
  textValue: string
  /** Whether the row can be opened: it has children, shown or still to load. */
  hasChildItems?: boolean
  /** What the row shows after its expander. */
  content: ReactNode
  /** The expander's accessible name ("Acme Europe"). */
  expandLabel?: string
  /** Enter or a click on the row (not on a control in it). */
  onAction?: () => void
  className?: string
  /** The rows below it, rendered only while it is expanded. */
  children?: ReactNode
}

/** A row of a Tree: an expander when it has children, its content, and (while expanded) its child rows. */
export function TreeItem({ id, textValue, hasChildItems = false, content, expandLabel, onAction, className, children }: TreeItemProps) {
  const { expanded, toggle, tabStop, setFocused } = useTree()
  const place = use(PlaceContext)
  const isExpanded = hasChildItems && expanded.has(id)
  const row = useRef<HTMLDivElement>(null)
  const { handlers, attributes } = useNativeInteractions()

  const act = (action: TreeKeyAction, event: KeyboardEvent) => {
    const node = row.current
    const tree = node?.closest<HTMLElement>('[role="treegrid"]')
    if (!node || !tree || action.kind === 'none') return
    event.preventDefault()
    event.stopPropagation()
    const rows = [...tree.querySelectorAll<HTMLElement>(ROW)]
    const controls = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const here = rows.indexOf(node)
    switch (action.kind) {
      case 'toggle':
        return toggle(id)
      case 'row':
        return rows[{ first: 0, last: rows.length - 1, next: here + 1, previous: here - 1 }[action.to]]?.focus()
      case 'parent':
        return rows.find((candidate) => candidate.dataset.key === place.parent)?.focus()
      case 'control':
        return (action.index === 'self' ? node : controls.at(action.index))?.focus()
      case 'action':
        return onAction?.()
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const node = row.current
    // Keys from a menu opened from the row arrive through React's tree, and its popover may sit inside
    // the row: only the row's own keys count, never those of a menu, listbox or dialog it opened.
    const target = event.target as Element
    if (!node || !node.contains(target) || target.closest(OPENED_FROM_ROW) || event.altKey || event.ctrlKey || event.metaKey) return
    const controls = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const at = event.target === node ? 'row' : controls.indexOf(event.target as HTMLElement)
    const rtl = getComputedStyle(node).direction === 'rtl'
    act(treeKeyAction(event.key, { at, controls: controls.length, hasChildren: hasChildItems, isExpanded, hasParent: place.parent !== null, rtl }), event)
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const control = (event.target as HTMLElement).closest(FOCUSABLE)
    if (control && control !== row.current) return
    onAction?.()
  }

  return (
    <>
      <div
        ref={row}
        role="row"
        id={`tree-row-${id}`}
        data-key={id}
        aria-label={textValue}
        aria-level={place.level}
        aria-posinset={place.posinset}
        aria-setsize={place.setsize}
        aria-expanded={hasChildItems ? isExpanded : undefined}
        tabIndex={tabStop === id ? 0 : -1}
        data-level={place.level}
        data-expanded={isExpanded || undefined}
        data-has-child-items={hasChildItems || undefined}
        data-hovered={attributes['data-hovered']}
        data-focus-visible={attributes['data-focus-visible']}
        style={{ '--tree-item-level': place.level } as CSSProperties}
        className={cx(styles.item, className)}
        onPointerEnter={handlers.onPointerEnter}
        onPointerLeave={handlers.onPointerLeave}
        onFocus={(event) => {
          setFocused(id)
          if (event.target === event.currentTarget) handlers.onFocus()
        }}
        onBlur={(event) => event.target === event.currentTarget && handlers.onBlur()}
        onKeyDownCapture={onKeyDown}
        onClick={onClick}
      >
        <div role="gridcell" style={{ display: 'contents' }}>
          {hasChildItems ? (
            <button
              type="button"
              tabIndex={-1}
              aria-label={expandLabel}
              aria-expanded={isExpanded}
              className={styles.chevron}
              data-expanded={isExpanded || undefined}
              // A press opens or closes the row and leaves focus on the row, not on the expander.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                toggle(id)
                row.current?.focus()
              }}
            >
              <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </button>
          ) : (
            <span className={styles.spacer} />
          )}
          {content}
        </div>
      </div>
      {isExpanded && placed(children, place.level + 1, id)}
    </>
  )
}
