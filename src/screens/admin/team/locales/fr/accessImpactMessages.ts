import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessImpactMessages } from '../../accessImpactMessages'

const fr: Translation<typeof defaultAccessImpactMessages> = {
  accessImpact: {
    label: 'Personnes concernées par ce changement',
    loading: 'Calcul des personnes concernées par ce changement…',
    failed: 'Impossible de déterminer les personnes concernées par ce changement. Vous pouvez tout de même continuer.',
    nobody: "Personne n'obtient ni ne perd d'autorisation.",
    losing: { one: '{count} personne perd une autorisation.', many: '{count} personnes perdent des autorisations.', other: '{count} personnes perdent des autorisations.' },
    gaining: { one: '{count} personne obtient une autorisation.', many: '{count} personnes obtiennent des autorisations.', other: '{count} personnes obtiennent des autorisations.' },
    incomplete: "Le compte compte plus de personnes que celles analysées : il peut donc y en avoir d'autres.",
    lose: 'Perte de {permissions} :',
    gain: 'Obtention de {permissions} :',
    peopleLosing: 'Personnes qui perdent {permissions}',
    peopleGaining: 'Personnes qui obtiennent {permissions}',
    more: { one: 'et {count} autre', many: 'et {count} autres', other: 'et {count} autres' },
    quoted: '« {name} »',
    morePermissions: { one: '{count} autre autorisation', many: '{count} autres autorisations', other: '{count} autres autorisations' },
    otherChanges: {
      one: 'Une autre autorisation change également.',
      many: '{count} autres autorisations changent également.',
      other: '{count} autres autorisations changent également.',
    },
    self: 'Vous perdriez vous-même {permissions}.',
    group: {
      members: {
        one: "Son unique membre perd les rôles que le groupe attribue ({roles}), sauf s'il les détient par un autre biais.",
        many: "Ses {count} membres perdent les rôles que le groupe attribue ({roles}), sauf s'ils les détiennent par un autre biais.",
        other: "Ses {count} membres perdent les rôles que le groupe attribue ({roles}), sauf s'ils les détiennent par un autre biais.",
      },
      noRoles: "Ce groupe n'attribue aucun rôle.",
      noMembers: "Ce groupe n'a aucun membre.",
    },
    role: {
      holders: { one: '{count} personne détient ce rôle directement.', many: '{count} personnes détiennent ce rôle directement.', other: '{count} personnes détiennent ce rôle directement.' },
      noHolders: 'Personne ne détient ce rôle directement.',
      groups: "Les groupes qui attribuent ce rôle cessent de l'attribuer : {groups}.",
    },
    user: {
      groups: 'Cet utilisateur quitte {groups}.',
      roles: 'Ses rôles propres lui sont retirés : {roles}.',
      nothing: "Il n'appartient à aucun groupe et ne détient aucun rôle en propre.",
      onlyHolder: "Personne d'autre dans le compte ne détient {permissions}.",
    },
  },
}

export default fr
