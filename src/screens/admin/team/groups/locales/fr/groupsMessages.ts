import type { Translation } from '../../../../../i18n/translation'
import type { defaultGroupsMessages } from '../../groupsMessages'

const fr: Translation<typeof defaultGroupsMessages> = {
  teamGroups: {
    description: 'Un groupe attribue les mêmes rôles à tous ses membres.',
    add: 'Nouveau groupe',
    tableLabel: 'Groupes',
    columns: { name: 'Nom', color: 'Couleur', description: 'Description', members: 'Membres', roles: 'Rôles', actions: 'Actions' },
    noRoles: 'Aucun rôle',
    empty: "Aucun groupe pour l'instant.",
    loadFailed: "Les groupes n'ont pas pu se charger.",
    retry: 'Réessayer',
    readOnly: 'Vous pouvez consulter les groupes, mais pas les modifier.',
    actionsFor: 'Actions pour {name}',
    actions: { edit: 'Modifier les informations', members: 'Gérer les membres', roles: 'Gérer les rôles', delete: 'Supprimer le groupe' },
    colors: { indigo: 'Indigo', sky: 'Bleu ciel', emerald: 'Émeraude', amber: 'Ambre', red: 'Rouge', violet: 'Violet', pink: 'Rose', gray: 'Gris' },
    form: {
      createTitle: 'Nouveau groupe',
      editTitle: 'Modifier {name}',
      name: 'Nom',
      description: 'Description (facultatif)',
      color: 'Couleur',
      roles: 'Rôles',
      create: 'Créer le groupe',
      save: 'Enregistrer',
      cancel: 'Annuler',
      creating: 'Création en cours',
      saving: 'Enregistrement en cours',
      nameRequired: 'Saisissez un nom.',
      createdButNotFilled: "Le groupe {name} a été créé, mais ses membres ou ses rôles n'ont pas tous été ajoutés. Réessayez pour ajouter le reste.",
    },
    picker: {
      search: 'Rechercher des personnes',
      hint: 'Saisissez un nom ou une adresse e-mail pour trouver des personnes.',
      results: 'Personnes',
      noMatch: 'Personne ne correspond à « {search} ».',
      searching: 'Recherche en cours',
      chosen: 'Membres',
      none: "Personne pour l'instant.",
      remove: 'Retirer',
      loadFailed: "Les personnes n'ont pas pu se charger.",
    },
    membersDialog: { title: 'Membres de {name}', save: 'Enregistrer les membres', saving: 'Enregistrement en cours', cancel: 'Annuler' },
    rolesDialog: {
      title: 'Rôles de {name}',
      description: 'Tous les membres du groupe reçoivent ces rôles.',
      save: 'Enregistrer les rôles',
      saving: 'Enregistrement en cours',
      cancel: 'Annuler',
    },
    deleteDialog: {
      title: 'Supprimer le groupe {name} ?',
      description: "Ses membres perdent les rôles qu'il leur attribue. Cette action est irréversible.",
      confirm: 'Supprimer',
      pending: 'Suppression en cours',
      cancel: 'Annuler',
    },
    done: {
      created: 'Groupe {name} créé.',
      saved: 'Groupe {name} enregistré.',
      deleted: 'Groupe {name} supprimé.',
      membersSaved: 'Membres de {name} enregistrés.',
      rolesSaved: 'Rôles de {name} enregistrés.',
    },
  },
}

export default fr
