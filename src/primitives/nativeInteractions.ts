import { startTransition, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

/**
 * How the user last interacted with the page: focus shows its ring after the keyboard, not after a
 * pointer, and (before any interaction) when a script moves it. React Aria's components track the
 * same with their own listeners; this is the part the login box's native controls need.
 */
let modality: 'keyboard' | 'pointer' | null = null
let tracking = false

function trackModality(): void {
  if (tracking || typeof document === 'undefined') return
  tracking = true
  const keyboard = (event: globalThis.KeyboardEvent) => {
    if (!(event.metaKey || event.ctrlKey || event.key === 'Control' || event.key === 'Shift' || event.key === 'Meta')) modality = 'keyboard'
  }
  const pointer = () => (modality = 'pointer')
  document.addEventListener('keydown', keyboard, true)
  document.addEventListener('keyup', keyboard, true)
  document.addEventListener('pointerdown', pointer, true)
  document.addEventListener('mousedown', pointer, true)
}

/**
 * The state attributes the kit's styles read (`data-hovered`, `data-pressed`, `data-focused`,
 * `data-focus-visible`), kept on a native element from its own events: what React Aria's
 * components set, for the login controls that stay off React Aria (see NativeButton). Hover counts
 * a mouse only and ends when the control is disabled, as React Aria's does.
 */
export function useNativeInteractions({ isDisabled = false, pressKeys = false }: { isDisabled?: boolean; pressKeys?: boolean } = {}) {
  const [hovered, setHovered] = useState(false)
  const [pressed, setPressed] = useState(false)
  const [focus, setFocus] = useState<'none' | 'focused' | 'visible'>('none')
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    trackModality()
  }, [])
  // A control focused as it mounts (autoFocus) shows its ring in a transition: a state set while
  // the page commits would re-render it at once, ahead of the first paint, and every effect with it.
  const focused = (next: 'focused' | 'visible') => (mounted.current ? setFocus(next) : startTransition(() => setFocus(next)))
  // Disabled (or pending) ends a hover and a press: the pointer must come back for them to show.
  const [wasDisabled, setWasDisabled] = useState(isDisabled)
  if (wasDisabled !== isDisabled) {
    setWasDisabled(isDisabled)
    if (isDisabled) {
      setHovered(false)
      setPressed(false)
    }
  }
  const release = () => setPressed(false)
  const handlers = {
    onPointerEnter: (event: PointerEvent) => !isDisabled && event.pointerType === 'mouse' && setHovered(true),
    onPointerLeave: () => (setHovered(false), release()),
    onPointerDown: (event: PointerEvent) => !isDisabled && event.button === 0 && setPressed(true),
    onPointerUp: release,
    onPointerCancel: release,
    onFocus: () => focused(modality === 'pointer' ? 'focused' : 'visible'),
    onBlur: () => (setFocus('none'), release()),
    ...(pressKeys && {
      onKeyDown: (event: KeyboardEvent) => !isDisabled && (event.key === ' ' || event.key === 'Enter') && !event.repeat && setPressed(true),
      onKeyUp: release,
    }),
  }
  return {
    handlers,
    attributes: {
      'data-hovered': (!isDisabled && hovered) || undefined,
      'data-pressed': (!isDisabled && pressed) || undefined,
      'data-focused': focus !== 'none' || undefined,
      'data-focus-visible': focus === 'visible' || undefined,
    },
  }
}
