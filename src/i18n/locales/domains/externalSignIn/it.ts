import type { externalSignInEn } from './en';

export const externalSignInIt: Record<keyof typeof externalSignInEn, string> = {
  'externalSignIn.intro':
    'Accedi con un account che hai già altrove. Se sei nuovo su Mailcraft, completerai la creazione del tuo account a partire da quello.',
  'externalSignIn.provider.email': 'Continua con email e password',
  'externalSignIn.provider.facebook': 'Continua con Facebook',
  'externalSignIn.provider.google': 'Continua con Google',
  'externalSignIn.provider.github': 'Continua con GitHub',
  'externalSignIn.provider.twitter': 'Continua con Twitter',
  'externalSignIn.providerUnreachable': 'Impossibile raggiungere il provider di accesso. Riprova.',
  'externalSignIn.demo.title': 'Provider dimostrativo',
  'externalSignIn.demo.intro':
    'Questa demo non ha un vero provider di accesso. Scegli con quale identità ti fa accedere il provider dimostrativo:',
  'externalSignIn.demo.known': 'Ha un account Mailcraft',
  'externalSignIn.demo.new': 'Nuovo su Mailcraft',
  'externalSignIn.demo.continue': 'Continua con il provider dimostrativo',
  'externalSignIn.unavailable':
    'Qui non è possibile accedere con un altro account. Accedi con la tua email e la tua password.',
  'externalSignIn.backToSignIn': 'Torna all’accesso',
  'externalSignIn.createAccount': 'Crea un account',
  'externalSignIn.checking': 'Verifica della risposta del provider…',
  'externalSignIn.finishing': 'Completamento dell’accesso…',
  'externalSignIn.signedInAs': 'Il provider ti ha fatto accedere come {name} ({email}).',
  'externalSignIn.someone': 'una persona senza nome',
  'externalSignIn.refused.missing':
    'Questo accesso è già stato completato oppure non è stato avviato in questa scheda, quindi è stato rifiutato. Ricomincia.',
  'externalSignIn.refused.mismatch':
    'Questa risposta del provider non corrisponde all’accesso avviato qui, quindi è stata rifiutata. Ricomincia.',
  'externalSignIn.refused.nonce':
    'Non è stato possibile verificare la risposta del provider, quindi è stata rifiutata. Ricomincia.',
  'externalSignIn.refused.provider': 'Il provider non ti ha fatto accedere. Ricomincia.',
  'externalSignIn.startAgain': 'Ricomincia',
  'externalSignIn.finishFailed': 'Non è stato possibile completare l’accesso. Riprova.',
  'externalSignIn.providerFailed': 'Il provider di accesso non ha risposto come previsto. Riprova.',
  'externalSignIn.networkFailed':
    'La connessione di rete non è riuscita. Controlla la connessione e riprova.',
};
