import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { people } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { opened, FIRST_LOAD_TIMEOUT } from '../support/admin'
import { StoryApp } from '../support/StoryApp'
import { expectFitsPhone, expectTapTargets, expectWithinViewportWidth, PHONE } from '../support/themeChecks'
import { portalMount } from './portalStory'

/** The admin portal's dialogs at 375 px: nothing scrolls sideways, every control is at least 24 px. */
const meta = {
  title: 'Admin portal/Portal/Dialogs on a phone',
  component: StoryApp,
  args: {
    navigate: fn(),
    signedInAs: { email: people.ada.email },
    startAt: '/admin/users',
    mount: portalMount({ sections: DEFAULT_SECTIONS, visibility: { roles: 'byPermissions', groups: 'byPermissions' } }),
  },
  parameters: { layout: 'padded', ...PHONE.parameters },
  globals: PHONE.globals,
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** The page and the dialog fit the phone: no sideways scroll, the dialog inside the screen, its controls big enough to tap. */
function expectUsableOnPhone(dialog: HTMLElement) {
  expectFitsPhone()
  expectWithinViewportWidth(dialog.parentElement!)
  expectTapTargets(dialog)
}

/** Opens a role's actions menu and picks an action; the menu is checked on the way. */
async function roleAction({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, name: string, action: string) {
  const grid = await canvas.findByRole('grid', { name: 'Roles' }, { timeout: 8000 })
  const header = await within(grid).findByRole('rowheader', { name: new RegExp(`^${name}`) }, { timeout: FIRST_LOAD_TIMEOUT })
  await userEvent.click(within(header.closest('[role="row"]') as HTMLElement).getByRole('button', { name: `Actions for ${name}` }))
  const menu = await screen.findByRole('menu')
  expectFitsPhone()
  expectWithinViewportWidth(menu)
  expectTapTargets(menu)
  await userEvent.click(within(menu).getByRole('menuitem', { name: action }))
}

export const AddUser: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('the users page fits the phone', async () => {
      await canvas.findByRole('grid', { name: 'Users' }, { timeout: 8000 })
      expectFitsPhone()
    })
    await step('the Add user dialog fits, its fields and buttons within reach', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add user' }))
      const add = await opened('dialog', 'Add user')
      // The dialog is whole once the roles and the temporary-users setting (asked when it opens) are answered.
      await within(add).findByRole('checkbox', { name: 'Support' })
      await within(add).findByRole('checkbox', { name: 'Temporary user' })
      expectUsableOnPhone(add)
      for (const name of ['Name', 'Email']) expectWithinViewportWidth(within(add).getByRole('textbox', { name }))
    })
    await step('the buttons stay on screen while the dialog scrolls', async () => {
      const add = await opened('dialog', 'Add user')
      const send = within(add).getByRole('button', { name: 'Send invitation' })
      const box = send.getBoundingClientRect()
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight)
      await expect(box.top).toBeGreaterThanOrEqual(0)
    })
  },
}

export const NewRole: Story = {
  args: { startAt: '/admin/roles' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('grid', { name: 'Roles' }, { timeout: 8000 })
    expectFitsPhone()
    await userEvent.click(await canvas.findByRole('button', { name: 'New role' }))
    const create = await opened('dialog', 'New role')
    expectUsableOnPhone(create)
    await userEvent.click(within(create).getByRole('button', { name: 'Create role' }))
    await expect(await within(create).findByText('Enter a name.')).toBeVisible()
    expectUsableOnPhone(create)
  },
}

export const RolePermissions: Story = {
  args: { startAt: '/admin/roles' },
  play: async (context) => {
    const { userEvent, step } = context
    await step('the actions menu fits and its items are big enough', async () => {
      await roleAction(context, 'Support', 'Edit permissions')
    })
    await step('the long permissions dialog fits; Save stays in reach at the bottom while it scrolls', async () => {
      const editor = await opened('dialog', 'Permissions of Support')
      await within(editor).findByRole('group', { name: 'Users management' })
      expectUsableOnPhone(editor)
      const save = within(editor).getByRole('button', { name: 'Save permissions' })
      await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight)
      const modal = editor.parentElement!
      await expect(modal.scrollHeight).toBeGreaterThan(modal.clientHeight)
      // The last permission, scrolled to, is not hidden under the buttons.
      const boxes = within(editor).getAllByRole('checkbox')
      const last = boxes.at(-1)!.closest('label')!
      last.scrollIntoView({ block: 'end' })
      modal.scrollTop = modal.scrollHeight
      await waitFor(() => expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(save.getBoundingClientRect().top))
      await userEvent.click(within(editor).getByRole('button', { name: 'Cancel' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    })
  },
}

export const DeleteRole: Story = {
  args: { startAt: '/admin/roles' },
  globals: { ...PHONE.globals, theme: 'dark' },
  play: async (context) => {
    await roleAction(context, 'Auditor', 'Delete role')
    const confirm = await opened('alertdialog', 'Delete the Auditor role?')
    expectUsableOnPhone(confirm)
    await context.userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}
