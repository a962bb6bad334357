import type { Translation } from '../../../../i18n/translation'
import type { defaultAuditsMessages } from '../../auditsMessages'

const es: Translation<typeof defaultAuditsMessages> = {
  description: 'Quién hizo qué en tu cuenta y cuándo.',
  tableLabel: 'Registros de auditoría',
  columns: {
    createdAt: 'Hora',
    user: 'Usuario',
    action: 'Acción',
    description: 'Descripción',
    ip: 'Dirección IP',
    severity: 'Gravedad',
    userAgent: 'Agente de usuario',
    json: 'Datos JSON',
  },
  stats: {
    label: 'Totales de auditoría',
    today: 'Hoy',
    severeThisWeek: 'Graves esta semana',
    unavailable: 'Los totales no están disponibles en este momento.',
  },
  search: 'Buscar en los registros de auditoría',
  filters: {
    label: 'Filtros',
    applied: 'Filtros aplicados',
    column: 'Filtrar por',
    value: 'Valor',
    add: 'Añadir filtro',
    none: 'Sin filtros',
    remove: 'Quitar filtro',
    valueRequired: 'Introduce un valor por el que filtrar.',
  },
  columnPicker: { open: 'Columnas', label: 'Columnas visibles' },
  virtualScroll: 'Desplazarse por todos los registros',
  virtualLoading: 'Cargando la vista de desplazamiento',
  virtualFailed: 'No hemos podido cargar la vista de desplazamiento.',
  loading: 'Cargando registros de auditoría',
  loadingRow: 'Cargando',
  empty: 'Aún no hay registros de auditoría.',
  noMatch: 'Ningún registro de auditoría coincide con tu búsqueda o tus filtros.',
  loadFailed: 'No hemos podido cargar los registros de auditoría.',
  retry: 'Reintentar',
  total: { one: '{count} registro', many: '{count} de registros', other: '{count} registros' },
  pages: { label: 'Páginas del registro de auditoría', previous: 'Página anterior', next: 'Página siguiente', status: 'Página {page} de {total}' },
  details: {
    open: 'Detalles de {action} ({time})',
    title: 'Detalles del registro de auditoría',
    json: 'Datos JSON',
    copy: 'Copiar JSON',
    copied: 'Copiado',
    copyFailed: 'No se ha podido copiar. Selecciona el texto y cópialo.',
    close: 'Cerrar',
    noJson: 'Sin datos',
  },
  export: {
    start: 'Exportar CSV',
    pending: 'Exportando',
    done: 'Se han exportado los registros de auditoría a audits.csv.',
    failed: 'No hemos podido exportar los registros de auditoría.',
  },
}

export default es
