// The delete previews' loaders, one module each so that the SSO and all-accounts dialogs chunks carry only their own.
export { useSsoDeleteImpactData } from './useSsoDeleteImpact'
export { useSubAccountDeleteImpactData, loadSubtree, SUBTREE_ACCOUNTS, SUBTREE_USERS, SUBTREE_USERS_PAGE } from './useSubAccountDeleteImpact'
