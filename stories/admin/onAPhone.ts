import { expect } from 'storybook/test'
import { expectFitsPhone, expectTapTargets } from '../support/themeChecks'

const SHOWN = 'h1, h2, h3, p, li, label, button, input, textarea, [role="tab"], [role="columnheader"], [role="rowheader"], [role="gridcell"], [role="img"], time'

function describe(element: HTMLElement): string {
  const box = element.getBoundingClientRect()
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
  return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}" ${Math.round(box.left)}..${Math.round(box.right)}`
}

/**
 * `root` is usable on the phone: the page does not scroll sideways, every heading, line of text,
 * cell and control in `root` lies within the screen across (none cut off or pushed into a sideways
 * scroll), nothing in it scrolls sideways, and its controls are big enough to tap.
 */
export function expectUsableOnPhone(root: HTMLElement) {
  expectFitsPhone()
  const outside: string[] = []
  const scrolling: string[] = []
  for (const element of root.querySelectorAll<HTMLElement>(SHOWN)) {
    if (element.closest('[aria-hidden="true"], [inert]')) continue
    const box = element.getBoundingClientRect()
    if (box.width <= 1 || box.height <= 1) continue
    if (box.left < -0.5 || box.right > window.innerWidth + 0.5) outside.push(describe(element))
  }
  for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
    if (element.matches('input, textarea')) continue
    if (element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX)) scrolling.push(describe(element))
  }
  expect(outside, `outside the ${window.innerWidth} px screen`).toEqual([])
  expect(scrolling, 'scrolling sideways').toEqual([])
  expectTapTargets(root)
}
