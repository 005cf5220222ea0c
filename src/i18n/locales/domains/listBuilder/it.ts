import type { listBuilderEn } from './en';

export const listBuilderIt: Record<keyof typeof listBuilderEn, string> = {
  'listBuilder.intro':
    'Crea un pubblico a partire dai dati degli immobili: scegli uno stato, poi restringi per contea, città e CAP.',

  'listBuilder.state.label': 'Stato',
  'listBuilder.state.placeholder': 'Scegli uno stato',
  'listBuilder.counties.label': 'Contee',
  'listBuilder.counties.placeholder': 'Tutte le contee',
  'listBuilder.cities.label': 'Città',
  'listBuilder.cities.placeholder': 'Tutte le città',
  'listBuilder.zipcodes.label': 'CAP',
  'listBuilder.zipcodes.placeholder': 'Tutti i CAP',
  'listBuilder.noOptions': 'Nessuna corrispondenza',
  'listBuilder.retry': 'Riprova',

  'listBuilder.states.failed': 'Impossibile caricare l’elenco degli stati.',
  'listBuilder.detail.loading': 'Caricamento di contee, città e CAP di {state}…',
  'listBuilder.detail.failed': 'Impossibile caricare contee, città e CAP di {state}.',
  'listBuilder.detail.unavailable':
    'Non ci sono dati su contee, città o CAP per {state}: il conteggio copre l’intero stato.',

  'listBuilder.count.prompt': 'Scegli uno stato per vedere quanti immobili corrispondono.',
  'listBuilder.count.loading': 'Conteggio degli immobili corrispondenti…',
  'listBuilder.count.result':
    '{count, plural, one {# immobile corrisponde} other {# immobili corrispondono}}',
  'listBuilder.count.none': 'Nessun immobile corrisponde a questa selezione.',
  'listBuilder.count.failed': 'Impossibile contare gli immobili corrispondenti.',

  'listBuilder.name.label': 'Nome della lista',
  'listBuilder.name.placeholder': 'Ad esempio: proprietari di Portland',
  'listBuilder.name.required': 'Inserisci un nome per la lista.',
  'listBuilder.name.tooLong': 'Il nome della lista può avere al massimo {max} caratteri.',

  'listBuilder.save': 'Salva come lista di contatti',
  'listBuilder.saved': 'Lista di contatti “{name}” salvata con {count, number} contatti.',
  'listBuilder.save.failed': 'Impossibile salvare la lista di contatti.',
};
