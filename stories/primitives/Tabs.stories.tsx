import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button, Tab, TabList, TabPanel, Tabs } from '../../src/primitives'

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Security settings">
        <Tab id="general">General settings</Tab>
        <Tab id="sessions">Session management</Tab>
        <Tab id="ip">IP restrictions</Tab>
      </TabList>
      <TabPanel id="general">MFA, lockout and password history.</TabPanel>
      <TabPanel id="sessions">Idle timeout and concurrent sessions.</TabPanel>
      <TabPanel id="ip">Allow and block lists.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'General settings' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('MFA, lockout and password history.')
    await userEvent.click(canvas.getByRole('tab', { name: 'IP restrictions' }))
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Allow and block lists.')
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('ip')
  },
}

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: 'General settings' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Session management' })).toHaveFocus()
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Idle timeout and concurrent sessions.')
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: 'IP restrictions' })).toHaveAttribute('aria-selected', 'true')
  },
}

/** Right to left, the arrow keys follow the reading direction: ArrowLeft moves to the next tab. */
export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: 'General settings' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('tab', { name: 'Session management' })).toHaveFocus()
    await expect(canvas.getByRole('tabpanel', { name: 'Session management' })).toHaveTextContent('Idle timeout and concurrent sessions.')
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'IP restrictions' })).toHaveAttribute('aria-selected', 'true')
  },
}

/** A panel with nothing focusable is a Tab stop of its own, so its text can be reached; a disabled tab is skipped. */
export const PanelTabStopAndDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Security settings">
        <Tab id="general">General settings</Tab>
        <Tab id="sessions" isDisabled>
          Session management
        </Tab>
        <Tab id="ip">IP restrictions</Tab>
      </TabList>
      <TabPanel id="general">MFA, lockout and password history.</TabPanel>
      <TabPanel id="sessions">Idle timeout and concurrent sessions.</TabPanel>
      <TabPanel id="ip">
        <Button>Add a rule</Button>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('tabpanel', { name: 'General settings' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('tab', { name: 'Session management' }))
    await expect(canvas.getByRole('tab', { name: 'General settings' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(canvas.getByRole('tab', { name: 'General settings' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'IP restrictions' })).toHaveFocus()
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('ip')
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Add a rule' })).toHaveFocus()
  },
}
