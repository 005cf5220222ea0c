import type { recoveryEn } from './en';

export const recoveryIt: Record<keyof typeof recoveryEn, string> = {
  'recovery.forgotPassword.intro':
    "Inserisci l'email con cui accedi e ti invieremo un link per scegliere una nuova password.",
  'recovery.forgotUsername.intro':
    "Il tuo nome utente è l'email con cui accedi. Indicaci la tua email o il tuo numero di cellulare e te lo invieremo.",
  'recovery.email': 'Email',
  'recovery.email.required': 'Inserisci la tua email!',
  'recovery.email.invalid': "L'email inserita non è valida!",
  'recovery.by': 'Invia il mio nome utente',
  'recovery.by.email': 'Via email',
  'recovery.by.phone': 'Via SMS',
  'recovery.phone': 'Numero di cellulare',
  'recovery.phone.hint': 'Un numero statunitense, ad es. (555) 010-0002',
  'recovery.phone.required': 'Inserisci il tuo numero di cellulare!',
  'recovery.phone.invalid':
    'Inserisci un numero di cellulare statunitense di 10 cifre, ad es. (555) 010-0002.',
  'recovery.sendLink': 'Invia il link',
  'recovery.sendUsername': 'Invia il mio nome utente',
  'recovery.sent.title': 'Controlla i tuoi messaggi',
  'recovery.sent.password':
    'Se un account usa {address}, gli abbiamo inviato un link per scegliere una nuova password. Il link funziona una sola volta, per un’ora. Controlla anche la cartella spam.',
  'recovery.sent.usernameEmail':
    'Se un account usa {address}, abbiamo inviato il suo nome utente a quell’indirizzo.',
  'recovery.sent.usernamePhone':
    'Se un account usa {address}, gli abbiamo inviato il suo nome utente via SMS.',
  'recovery.resend': 'Invia di nuovo',
  'recovery.resendIn':
    'Potrai chiederlo di nuovo tra {seconds, plural, one {# secondo} other {# secondi}}.',
  'recovery.resendNow': 'Non è arrivato nulla? Ora puoi chiederlo di nuovo.',
  'recovery.useAnother': 'Usa un altro indirizzo',
  'recovery.useAnotherPhone': 'Usa un altro numero',
  'recovery.sendFailed': 'Qualcosa è andato storto e non è stato inviato nulla. Riprova.',
  'recovery.network':
    'La connessione di rete non è riuscita e non è stato inviato nulla. Controlla la connessione e riprova.',
  'recovery.links.signIn': 'Torna all’accesso',
  'recovery.links.forgotUsername': 'Nome utente dimenticato?',
  'recovery.links.forgotPassword': 'Password dimenticata?',
  'recovery.outbox.title': 'Posta in uscita della demo',
  'recovery.outbox.note':
    'Solo nella demo: nessun messaggio esce dalla demo. Ecco cosa avrebbe inviato il server, così puoi proseguire.',
  'recovery.outbox.empty':
    'La demo non ha inviato nulla a questo indirizzo: nessun account della demo lo usa. Un server reale risponderebbe allo stesso modo.',
  'recovery.outbox.email': 'Email a {to}',
  'recovery.outbox.sms': 'SMS a {to}',
  'recovery.outbox.openReset': 'Apri il link di reimpostazione',
  'recovery.outbox.openSignIn': 'Vai all’accesso',
  'recovery.outbox.failed': 'Non è stato possibile leggere la posta in uscita della demo.',
  'recovery.reset.checking': 'Verifica del link in corso…',
  'recovery.reset.for': 'Scegli una nuova password per {email}.',
  'recovery.reset.password': 'Nuova password',
  'recovery.reset.confirm': 'Conferma la nuova password',
  'recovery.reset.rules': 'La password deve avere',
  'recovery.reset.rule.length': 'almeno 8 caratteri',
  'recovery.reset.rule.letter': 'una lettera',
  'recovery.reset.rule.digit': 'una cifra',
  'recovery.reset.rule.notEmail': 'un valore diverso dalla tua email',
  'recovery.reset.rule.met': 'fatto',
  'recovery.reset.rule.unmet': 'mancante',
  'recovery.reset.password.required': 'Inserisci la nuova password!',
  'recovery.reset.password.weak': 'La password non rispetta le regole qui sotto.',
  'recovery.reset.confirm.required': 'Conferma la nuova password!',
  'recovery.reset.confirm.mismatch': 'Le due password non coincidono.',
  'recovery.reset.submit': 'Cambia password',
  'recovery.reset.done':
    'La password è stata cambiata. Accedi con la nuova password: quella vecchia non funziona più.',
  'recovery.reset.signIn': 'Accedi',
  'recovery.reset.link.invalid':
    'Questo link per reimpostare la password non è valido. Verifica di aver aperto il link completo dell’email, oppure chiedine uno nuovo.',
  'recovery.reset.link.expired':
    'Questo link per reimpostare la password è scaduto: un link vale un’ora. Chiedine uno nuovo.',
  'recovery.reset.link.used':
    'Questo link per reimpostare la password è già stato usato, oppure la password è cambiata dopo l’invio. Chiedine uno nuovo se ti serve.',
  'recovery.reset.newLink': 'Inviami un nuovo link',
  'recovery.reset.checkFailed': 'Non è stato possibile verificare il link. Riprova.',
  'recovery.reset.failed': 'Qualcosa è andato storto e la password non è stata cambiata. Riprova.',
};
