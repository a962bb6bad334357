/** The sub-account permissions (spec/admin.md §2: allAccounts is read with the first; §6). */
export const ACCOUNTS_READ_PERMISSION = 'fe.account-hierarchy.read.subAccount'
/** Creating, renaming, deleting sub-accounts, their management, their users' roles. */
export const ACCOUNTS_WRITE_PERMISSION = 'fe.account-hierarchy.write.subAccount'
/** spec/admin.md §6: the permission to give sub-account access gates the add-users dialog. */
export const ACCOUNTS_ACCESS_PERMISSION = 'fe.account-hierarchy.write.subAccountAccess'
