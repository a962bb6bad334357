import type { Translation } from '../../../../i18n/translation'
import type { defaultAccessPreviewPartMessages } from '../../accessPreviewPartMessages'

const ptBR: Translation<typeof defaultAccessPreviewPartMessages> = {
  accessPreviewPart: {
    loading: 'Calculando quem é afetado por esta alteração…',
    loadFailed: 'Não foi possível mostrar quem é afetado por esta alteração. Você ainda pode continuar.',
    retry: 'Tentar novamente',
  },
}

export default ptBR
