import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { Button } from '../../src/primitives'
import { ActionMenu } from '../../src/primitives/Menu'

const ITEMS = [
  { id: 'edit', label: 'Edit' },
  { id: 'resend', label: 'Resend invitation' },
  { id: 'reset', label: 'Reset password' },
  { id: 'delete', label: 'Delete', tone: 'danger' as const },
]

function Row({ onAction, dir }: { onAction: (id: string) => void; dir?: 'rtl' }) {
  return (
    <div dir={dir} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, width: 360 }}>
      <Button variant="secondary">Before</Button>
      <ActionMenu label="Actions for Ada Lovelace" items={ITEMS} onAction={onAction} />
      <Button variant="secondary">After</Button>
    </div>
  )
}

const meta = { title: 'Primitives/ActionMenu', component: Row, args: { onAction: fn() } } satisfies Meta<typeof Row>
export default meta
type Story = StoryObj<typeof meta>

const trigger = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Actions for Ada Lovelace' })
const menu = () => screen.findByRole('menu', { name: 'Actions for Ada Lovelace' })
const item = async (name: string) => within(await menu()).getByRole('menuitem', { name })
const noMenu = () => waitFor(() => expect(screen.queryByRole('menu')).toBeNull())

/** From the keyboard: Enter opens onto the first item; the arrows wrap, Home and End, a letter jumps; Enter picks and focus is back on the button. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Tab to the button, Enter: the menu opens on its first item', async () => {
      await userEvent.tab()
      await userEvent.tab()
      await expect(trigger(canvas)).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      await waitFor(async () => expect(await item('Edit')).toHaveFocus())
      await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'true')
    })
    await step('up wraps to the last item, down back to the first; End, Home', async () => {
      await userEvent.keyboard('{ArrowUp}')
      await expect(await item('Delete')).toHaveFocus()
      await userEvent.keyboard('{ArrowDown}')
      await expect(await item('Edit')).toHaveFocus()
      await userEvent.keyboard('{End}')
      await expect(await item('Delete')).toHaveFocus()
      await userEvent.keyboard('{Home}')
      await expect(await item('Edit')).toHaveFocus()
    })
    await step('"r" goes to Resend invitation, "r" again to Reset password', async () => {
      await userEvent.keyboard('r')
      await expect(await item('Resend invitation')).toHaveFocus()
      await userEvent.keyboard('r')
      await expect(await item('Reset password')).toHaveFocus()
    })
    await step('Enter picks it: the action runs once, the menu closes, focus is on the button', async () => {
      await userEvent.keyboard('{Enter}')
      await noMenu()
      await expect(args.onAction).toHaveBeenCalledOnce()
      await expect(args.onAction).toHaveBeenCalledWith('reset')
      await expect(trigger(canvas)).toHaveFocus()
      await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'false')
    })
  },
}

/** Escape closes onto the button; Tab closes and goes on to what follows the button; Space opens too. */
export const EscapeAndTab: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.keyboard(' ')
    await waitFor(async () => expect(await item('Edit')).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await noMenu()
    await expect(trigger(canvas)).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(async () => expect(await item('Edit')).toHaveFocus())
    await userEvent.tab()
    await noMenu()
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus()
    await expect(args.onAction).not.toHaveBeenCalled()
  },
}

/** With a pointer: the menu opens with focus on itself, a pointer over an item focuses it, a click picks it. */
export const Pointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(trigger(canvas))
    await waitFor(async () => expect(await menu()).toHaveFocus())
    await userEvent.hover(await item('Resend invitation'))
    await expect(await item('Resend invitation')).toHaveFocus()
    await expect(await item('Resend invitation')).toHaveAttribute('data-focused', 'true')
    await userEvent.click(await item('Delete'))
    await noMenu()
    await expect(args.onAction).toHaveBeenCalledOnce()
    await expect(args.onAction).toHaveBeenCalledWith('delete')
  },
}

/** A press outside closes the menu without an action (on another control, focus goes there); a press on the button closes it too. */
export const PressOutside: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(trigger(canvas))
    await menu()
    await userEvent.click(canvas.getByRole('button', { name: 'Before' }))
    await noMenu()
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus()
    await userEvent.click(trigger(canvas))
    await menu()
    await userEvent.click(trigger(canvas))
    await noMenu()
    await expect(args.onAction).not.toHaveBeenCalled()
  },
}

/** Opens the menu with a click; where its popover and the button are. */
async function openedBeside({ canvas, userEvent }: Pick<Parameters<NonNullable<Story['play']>>[0], 'canvas' | 'userEvent'>) {
  await userEvent.click(trigger(canvas))
  const popover = (await menu()).parentElement!.getBoundingClientRect()
  return { popover, button: trigger(canvas).getBoundingClientRect() }
}

/** The open menu lies under the button, lined up with its end edge: the right one left to right. */
export const OpenUnderTheButton: Story = {
  play: async (context) => {
    const { popover, button } = await openedBeside(context)
    await expect(Math.abs(popover.right - button.right)).toBeLessThan(1)
    await expect(popover.top).toBeGreaterThanOrEqual(button.bottom)
  },
}

/** Right to left, the button's end edge is its left one. */
export const OpenRightToLeft: Story = {
  args: { dir: 'rtl' },
  play: async (context) => {
    const { popover, button } = await openedBeside(context)
    await expect(Math.abs(popover.left - button.left)).toBeLessThan(1)
    await expect(popover.top).toBeGreaterThanOrEqual(button.bottom)
  },
}
