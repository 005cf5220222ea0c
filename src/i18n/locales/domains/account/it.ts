import type { accountEn } from './en';

export const accountIt: Record<keyof typeof accountEn, string> = {
  'account.loading': 'Caricamento…',
  'account.updating': 'Aggiornamento del profilo in corso…',
  'account.saved': 'Le modifiche sono state salvate.',
  'account.draftRestored': 'Le modifiche che non avevi ancora salvato sono di nuovo nel modulo.',
  'account.discardDraft': 'Scartale',

  'account.details.title': 'I tuoi dati',
  'account.details.fname': 'Nome',
  'account.details.lname': 'Cognome',
  'account.details.fname.required': 'Inserisci il tuo nome!',
  'account.details.lname.required': 'Inserisci il tuo cognome!',
  'account.details.name.tooLong': 'Usa al massimo {max} caratteri.',
  'account.details.business': 'Nome dell’azienda',
  'account.details.business.tooLong': 'Usa al massimo {max} caratteri.',
  'account.details.industry': 'Settore',
  'account.details.industry.none': 'Nessun settore',
  'account.details.domain': 'Dominio di referral',
  'account.details.domainHint':
    'I tuoi link di referral usano questo dominio. Per modificarlo, rivolgiti all’assistenza.',
  'account.details.save': 'Salva i dati',

  'account.email.title': 'Indirizzi email',
  'account.email.primary': 'Email',
  'account.email.primaryHint': 'Accedi con questo indirizzo.',
  'account.email.required': 'Inserisci la tua email!',
  'account.email.invalid': 'L’email inserita non è valida!',
  'account.email.save': 'Salva l’email',
  'account.email.secondary': 'Email secondaria',
  'account.email.secondaryHint':
    'Anche gli avvisi dell’account arrivano a questo indirizzo. Lascia il campo vuoto per rimuoverlo.',
  'account.email.sameAsPrimary': 'Usa un indirizzo diverso dall’email con cui accedi.',
  'account.email.saveSecondary': 'Salva l’email secondaria',

  'account.mobile.title': 'Numero di cellulare',
  'account.mobile.label': 'Cellulare',
  'account.mobile.hint': 'Un numero statunitense: 10 cifre, con o senza +1.',
  'account.mobile.required': 'Inserisci il tuo numero di cellulare!',
  'account.mobile.invalid': 'Inserisci un numero statunitense di 10 cifre, ad es. (503) 555-0147.',
  'account.mobile.taken': 'Questo numero appartiene già a un altro account.',
  'account.mobile.save': 'Salva il numero',

  'account.password.title': 'Password',
  'account.password.current': 'Password attuale',
  'account.password.new': 'Nuova password',
  'account.password.confirm': 'Conferma la nuova password',
  'account.password.currentRequired': 'Inserisci la password attuale!',
  'account.password.newRequired': 'Inserisci una nuova password!',
  'account.password.confirmRequired': 'Conferma la nuova password!',
  'account.password.mismatch': 'Le due password non coincidono.',
  'account.password.rulesTitle': 'La nuova password deve:',
  'account.password.rule.length': 'avere almeno 8 caratteri',
  'account.password.rule.letter': 'contenere una lettera',
  'account.password.rule.digit': 'contenere una cifra',
  'account.password.rule.notEmail': 'essere diversa dal tuo indirizzo email',
  'account.password.rulesUnmet': 'La nuova password non rispetta le regole qui sopra.',
  'account.password.save': 'Cambia password',
  'account.password.changed': 'La password è stata cambiata. Usa quella nuova al prossimo accesso.',

  'account.referral.title': 'Note sul referral',
  'account.referral.label': 'Chi ti ha presentato a noi o come ci hai conosciuto',
  'account.referral.tooLong': 'Usa al massimo {max} caratteri.',
  'account.referral.save': 'Salva le note',

  'account.leave.title': 'Uscire con modifiche non salvate?',
  'account.leave.body':
    'Le modifiche restano su questo dispositivo e ricompaiono quando torni su questa pagina.',
  'account.leave.stay': 'Resta',
  'account.leave.confirm': 'Esci',

  'account.apiKey.intro':
    'La tua chiave API consente ai tuoi sistemi e a integrazioni come Zapier di ordinare campagne e consultarne i risultati per il tuo account. Tienila segreta: chiunque la possieda può agire al posto tuo.',
  'account.apiKey.label': 'Chiave API',
  'account.apiKey.none': 'Non hai ancora una chiave API.',
  'account.apiKey.created': 'Creata il {date}',
  'account.apiKey.reveal': 'Mostra',
  'account.apiKey.hide': 'Nascondi',
  'account.apiKey.copy': 'Copia',
  'account.apiKey.copied': 'Chiave API copiata negli appunti.',
  'account.apiKey.copyFailed':
    'Il browser non ha consentito la copia. Seleziona la chiave e copiala manualmente.',
  'account.apiKey.generate': 'Genera una chiave',
  'account.apiKey.regenerate': 'Rigenera',
  'account.apiKey.confirmTitle': 'Rigenerare la chiave API?',
  'account.apiKey.confirmBody':
    'La chiave attuale smette subito di funzionare: tutte le integrazioni che la usano non funzioneranno finché non fornirai loro la nuova chiave.',
  'account.apiKey.confirmOk': 'Rigenera',
  'account.apiKey.confirmCancel': 'Annulla',
  'account.apiKey.newKeyTitle': 'La tua nuova chiave API',
  'account.apiKey.newKeyBody':
    'Copiala ora e forniscila alle tue integrazioni. Quando lascerai questa pagina, verrà di nuovo mostrata mascherata.',
  'account.apiKey.loadFailed': 'Impossibile caricare la tua chiave API. Riprova.',
  'account.apiKey.revealFailed': 'Impossibile mostrare la chiave. Riprova.',
  'account.apiKey.regenerateFailed':
    'Impossibile creare una nuova chiave; la tua chiave attuale funziona ancora. Riprova.',
};
