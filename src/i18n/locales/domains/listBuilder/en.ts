/** English messages of the list builder modal (the source of its keys). */
export const listBuilderEn = {
  'listBuilder.intro':
    'Build an audience from property records: choose a state, then narrow it down by county, city and ZIP code.',

  'listBuilder.state.label': 'State',
  'listBuilder.state.placeholder': 'Choose a state',
  'listBuilder.counties.label': 'Counties',
  'listBuilder.counties.placeholder': 'All counties',
  'listBuilder.cities.label': 'Cities',
  'listBuilder.cities.placeholder': 'All cities',
  'listBuilder.zipcodes.label': 'ZIP codes',
  'listBuilder.zipcodes.placeholder': 'All ZIP codes',
  'listBuilder.noOptions': 'Nothing matches',
  'listBuilder.retry': 'Retry',

  'listBuilder.states.failed': 'The list of states could not be loaded.',
  'listBuilder.detail.loading': 'Loading the counties, cities and ZIP codes of {state}…',
  'listBuilder.detail.failed': 'The counties, cities and ZIP codes of {state} could not be loaded.',
  'listBuilder.detail.unavailable':
    'No county, city or ZIP code data is available for {state}: the count covers the whole state.',

  'listBuilder.count.prompt': 'Choose a state to see how many properties match.',
  'listBuilder.count.loading': 'Counting matching properties…',
  'listBuilder.count.result':
    '{count, plural, one {# property matches} other {# properties match}}',
  'listBuilder.count.none': 'No properties match this selection.',
  'listBuilder.count.failed': 'The matching properties could not be counted.',

  'listBuilder.name.label': 'List name',
  'listBuilder.name.placeholder': 'For example: Portland homeowners',
  'listBuilder.name.required': 'Please enter a name for the list.',
  'listBuilder.name.tooLong': 'The list name can be at most {max} characters.',

  'listBuilder.save': 'Save as contact list',
  'listBuilder.saved': 'Contact list “{name}” saved with {count, number} contacts.',
  'listBuilder.save.failed': 'The contact list could not be saved.',
} as const;
