import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessPreviewPartMessages } from '../../accessPreviewPartMessages'

const es: Translation<typeof defaultAccessPreviewPartMessages> = {
  accessPreviewPart: {
    loading: 'Calculando a quién afecta este cambio…',
    loadFailed: 'No hemos podido mostrar a quién afecta este cambio. Puedes continuar de todos modos.',
    retry: 'Reintentar',
  },
}

export default es
