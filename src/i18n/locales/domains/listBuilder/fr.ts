import type { listBuilderEn } from './en';

export const listBuilderFr: Record<keyof typeof listBuilderEn, string> = {
  'listBuilder.intro':
    'Constituez une audience à partir de fiches immobilières : choisissez un État, puis affinez par comté, ville et code postal.',

  'listBuilder.state.label': 'État',
  'listBuilder.state.placeholder': 'Choisissez un État',
  'listBuilder.counties.label': 'Comtés',
  'listBuilder.counties.placeholder': 'Tous les comtés',
  'listBuilder.cities.label': 'Villes',
  'listBuilder.cities.placeholder': 'Toutes les villes',
  'listBuilder.zipcodes.label': 'Codes postaux',
  'listBuilder.zipcodes.placeholder': 'Tous les codes postaux',
  'listBuilder.noOptions': 'Aucun résultat',
  'listBuilder.retry': 'Réessayer',

  'listBuilder.states.failed': 'La liste des États n’a pas pu être chargée.',
  'listBuilder.detail.loading': 'Chargement des comtés, villes et codes postaux de {state}…',
  'listBuilder.detail.failed':
    'Les comtés, villes et codes postaux de {state} n’ont pas pu être chargés.',
  'listBuilder.detail.unavailable':
    'Aucune donnée de comté, de ville ou de code postal n’est disponible pour {state} : le décompte couvre tout l’État.',

  'listBuilder.count.prompt': 'Choisissez un État pour voir combien de biens correspondent.',
  'listBuilder.count.loading': 'Décompte des biens correspondants…',
  'listBuilder.count.result':
    '{count, plural, one {# bien correspond} other {# biens correspondent}}',
  'listBuilder.count.none': 'Aucun bien ne correspond à cette sélection.',
  'listBuilder.count.failed': 'Les biens correspondants n’ont pas pu être comptés.',

  'listBuilder.name.label': 'Nom de la liste',
  'listBuilder.name.placeholder': 'Par exemple : propriétaires de Portland',
  'listBuilder.name.required': 'Veuillez saisir un nom pour la liste.',
  'listBuilder.name.tooLong': 'Le nom de la liste ne peut pas dépasser {max} caractères.',

  'listBuilder.save': 'Enregistrer comme liste de contacts',
  'listBuilder.saved': 'Liste de contacts « {name} » enregistrée avec {count, number} contacts.',
  'listBuilder.save.failed': 'La liste de contacts n’a pas pu être enregistrée.',
};
