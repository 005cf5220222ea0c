import type { accountSwitchEn } from './en';

export const accountSwitchIt: Record<keyof typeof accountSwitchEn, string> = {
  'switch.proAccess': 'Consenti accesso PRO',
  'switch.proAccess.on': 'Il tuo amministratore PRO ora può vedere il tuo account.',
  'switch.proAccess.off': 'Il tuo amministratore PRO non può più vedere il tuo account.',
  'switch.toSuperAdmin': 'Passa a Super Admin',
  'switch.toProAdmin': 'Passa ad amministratore PRO',
  'switch.viewAs': 'Visualizza come utente…',
  'switch.banner.label': 'Visualizzazione come un altro utente',
  'switch.banner.title': 'Stai visualizzando l’account di {name}',
  'switch.banner.body':
    'Accesso come {actor}. Ciò che fai qui è fatto a suo nome e registrato nel registro di controllo.',
  'switch.viewAs.title': 'Visualizza l’app come un utente',
  'switch.viewAs.intro':
    'Vedi l’app come la vede questa persona. Ogni chiamata che fai viene registrata con il tuo nome.',
  'switch.viewAs.proIntro':
    'I tuoi utenti base che consentono l’accesso PRO. Vedi l’app come la vedono loro, e ogni chiamata viene registrata con il tuo nome.',
  'switch.viewAs.search': 'Cerca per nome o email',
  'switch.viewAs.users': 'Utenti',
  'switch.viewAs.audit': 'Registro di controllo',
  'switch.viewAs.name': 'Nome',
  'switch.viewAs.email': 'Email',
  'switch.viewAs.role': 'Lato',
  'switch.viewAs.action': 'Visualizza come',
  'switch.viewAs.actionFor': 'Visualizza come {name}',
  'switch.viewAs.empty': 'Nessun utente corrisponde.',
  'switch.viewAs.pager': 'Pagine di utenti',
  'switch.role.1': 'Super admin',
  'switch.role.2': 'Marketplace',
  'switch.role.3': 'Design Studio',
  'switch.audit.when': 'Quando',
  'switch.audit.actor': 'Amministratore',
  'switch.audit.user': 'Visualizzato come',
  'switch.audit.call': 'Chiamata',
  'switch.audit.empty': 'Nessuna chiamata è stata ancora fatta visualizzando come un utente.',
  'switch.audit.pager': 'Pagine del registro di controllo',
};
