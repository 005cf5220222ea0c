import type { listBuilderEn } from './en';

export const listBuilderEs: Record<keyof typeof listBuilderEn, string> = {
  'listBuilder.intro':
    'Crea una audiencia a partir de registros de propiedades: elige un estado y luego acótalo por condado, ciudad y código postal.',

  'listBuilder.state.label': 'Estado',
  'listBuilder.state.placeholder': 'Elige un estado',
  'listBuilder.counties.label': 'Condados',
  'listBuilder.counties.placeholder': 'Todos los condados',
  'listBuilder.cities.label': 'Ciudades',
  'listBuilder.cities.placeholder': 'Todas las ciudades',
  'listBuilder.zipcodes.label': 'Códigos postales',
  'listBuilder.zipcodes.placeholder': 'Todos los códigos postales',
  'listBuilder.noOptions': 'No hay coincidencias',
  'listBuilder.retry': 'Reintentar',

  'listBuilder.states.failed': 'No se pudo cargar la lista de estados.',
  'listBuilder.detail.loading': 'Cargando los condados, ciudades y códigos postales de {state}…',
  'listBuilder.detail.failed':
    'No se pudieron cargar los condados, ciudades y códigos postales de {state}.',
  'listBuilder.detail.unavailable':
    'No hay datos de condados, ciudades ni códigos postales para {state}: el recuento abarca todo el estado.',

  'listBuilder.count.prompt': 'Elige un estado para ver cuántas propiedades coinciden.',
  'listBuilder.count.loading': 'Contando las propiedades que coinciden…',
  'listBuilder.count.result':
    '{count, plural, one {# propiedad coincide} other {# propiedades coinciden}}',
  'listBuilder.count.none': 'Ninguna propiedad coincide con esta selección.',
  'listBuilder.count.failed': 'No se pudieron contar las propiedades que coinciden.',

  'listBuilder.name.label': 'Nombre de la lista',
  'listBuilder.name.placeholder': 'Por ejemplo: propietarios de Portland',
  'listBuilder.name.required': 'Introduce un nombre para la lista.',
  'listBuilder.name.tooLong': 'El nombre de la lista puede tener como máximo {max} caracteres.',

  'listBuilder.save': 'Guardar como lista de contactos',
  'listBuilder.saved': 'Lista de contactos «{name}» guardada con {count, number} contactos.',
  'listBuilder.save.failed': 'No se pudo guardar la lista de contactos.',
};
