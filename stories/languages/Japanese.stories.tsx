import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { LocaleApp, languageStories } from './languageStories'

const meta = {
  title: 'Guides/Messages and locales/Japanese',
  component: LocaleApp,
  args: { locale: 'ja', navigate: fn() },
} satisfies Meta<typeof LocaleApp>

export default meta
type Story = StoryObj<typeof LocaleApp>

const stories = languageStories('ja')
export const SignIn: Story = { ...stories.signIn, tags: ['screenshot-dark'] }
export const Mfa: Story = stories.mfa
export const SignUp: Story = stories.signUp
export const UsersWithADialog: Story = stories.users
export const SecuritySettings: Story = stories.securitySettings
export const AuditLogs: Story = stories.audits
