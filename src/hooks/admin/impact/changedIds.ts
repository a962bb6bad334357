// A module of its own: the team dialogs ask it whether to show a preview without bringing the
// preview's rules (accessImpact.ts, in the previews' lazy chunk) into their chunk.

/** The ids in one list and not the other: the permissions a role's edit switches, the roles a group's edit gives or takes. */
export function changedIds(before: readonly string[], after: readonly string[]): string[] {
  return [...before.filter((id) => !after.includes(id)), ...after.filter((id) => !before.includes(id))]
}
