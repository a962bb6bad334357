import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { LocaleApp, languageStories, phoneStories } from './languageStories'

const meta = {
  title: 'Guides/Messages and locales/Pseudo-locale (en-XA)',
  component: LocaleApp,
  args: { locale: 'en-XA', navigate: fn() },
} satisfies Meta<typeof LocaleApp>

export default meta
type Story = StoryObj<typeof LocaleApp>

const stories = languageStories('en-XA')
export const SignIn: Story = { ...stories.signIn, tags: ['screenshot-dark'] }
export const Mfa: Story = stories.mfa
export const SignUp: Story = stories.signUp
export const UsersWithADialog: Story = stories.users
export const SecuritySettings: Story = stories.securitySettings
export const AuditLogs: Story = stories.audits

const phone = phoneStories('en-XA')
export const SignInOnAPhone: Story = phone.signInOnAPhone
export const UsersOnAPhone: Story = phone.usersOnAPhone
