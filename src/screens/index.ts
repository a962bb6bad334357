export { LoginScreen, type LoginScreenProps } from './login/LoginScreen'
export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './forgot-password/ForgotPasswordScreen'
export { MessagesProvider, useMessages } from './i18n/MessagesProvider'
export { defaultMessages, mergeMessages, type Messages, type MessagesOverride } from './i18n/messages'
