import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessPreviewPartMessages } from '../../accessPreviewPartMessages'

const fr: Translation<typeof defaultAccessPreviewPartMessages> = {
  accessPreviewPart: {
    loading: 'Calcul des personnes concernées par ce changement…',
    loadFailed: "Impossible d'afficher les personnes concernées par ce changement. Vous pouvez tout de même continuer.",
    retry: 'Réessayer',
  },
}

export default fr
