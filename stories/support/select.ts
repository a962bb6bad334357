import { within } from 'storybook/test'

type Scope = Pick<ReturnType<typeof within>, 'findByRole'>
type UserEvent = { selectOptions: (element: Element, values: HTMLElement) => Promise<void> }

/**
 * Chooses `option` in the select labelled `label` within `scope`, as a person picks it from the
 * list the browser opens (the kit's `Select` is a native `<select>`). Answers the select.
 */
export async function choose(user: UserEvent, scope: Scope, label: string | RegExp, option: string | RegExp): Promise<HTMLSelectElement> {
  const select = (await scope.findByRole('combobox', { name: label })) as HTMLSelectElement
  await user.selectOptions(select, within(select).getByRole('option', { name: option }))
  return select
}
