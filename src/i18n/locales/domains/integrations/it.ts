import type { integrationsEn } from './en';

export const integrationsIt: Record<keyof typeof integrationsEn, string> = {
  'integrations.intro':
    'Collega Mailcraft agli strumenti che già usi: invia gli eventi dei tuoi ordini al tuo server, automatizza con Zapier e scegli quali notifiche ricevere.',
  'integrations.loading': 'Caricamento…',

  'integrations.webhook.title': 'Webhook',
  'integrations.webhook.intro':
    'Quando succede qualcosa a uno dei tuoi ordini, inviamo l’evento a questo indirizzo in formato JSON con una richiesta POST. Sono accettati solo indirizzi https su internet pubblico.',
  'integrations.webhook.current': 'Gli eventi degli ordini vengono inviati a',
  'integrations.webhook.savedAt': 'Salvato il {date}',
  'integrations.webhook.none':
    'Nessun webhook: gli eventi degli ordini non vengono inviati da nessuna parte.',
  'integrations.webhook.label': 'URI del webhook',
  'integrations.webhook.hint': 'Ad esempio https://example.com/hooks/mailcraft',
  'integrations.webhook.save': 'Salva webhook',
  'integrations.webhook.remove': 'Rimuovi webhook',
  'integrations.webhook.saved': 'Webhook salvato. Gli eventi degli ordini verranno inviati lì.',
  'integrations.webhook.removed':
    'Webhook rimosso. Gli eventi degli ordini non vengono più inviati.',
  'integrations.webhook.loadFailed': 'Impossibile caricare il tuo webhook. Riprova.',
  'integrations.webhook.saveFailed': 'Impossibile salvare il webhook. Riprova.',
  'integrations.webhook.removeFailed': 'Impossibile rimuovere il webhook. Riprova.',
  'integrations.webhook.problem.required': 'Inserisci l’URI del webhook.',
  'integrations.webhook.problem.tooLong': 'Usa al massimo {max} caratteri.',
  'integrations.webhook.problem.invalid':
    'Questo non è un indirizzo web completo. Dovrebbe essere simile a https://example.com/hooks.',
  'integrations.webhook.problem.notHttps':
    'Usa un indirizzo che inizia con https://: gli eventi vengono inviati solo tramite una connessione cifrata.',
  'integrations.webhook.problem.credentials': 'Togli il nome utente e la password dall’indirizzo.',
  'integrations.webhook.problem.privateHost':
    'Questo indirizzo punta a una rete privata, locale o di loopback. Usane uno raggiungibile da internet.',

  'integrations.test.title': 'Eventi di prova',
  'integrations.test.intro':
    'Un evento di prova (di tipo "test") verifica che il tuo server riceva ciò che inviamo.',
  'integrations.test.send': 'Invia un evento di prova',
  'integrations.test.needsWebhook': 'Salva prima un webhook per inviare un evento di prova.',
  'integrations.test.sent': 'Evento di prova {id} inviato.',
  'integrations.test.failed': 'Impossibile inviare l’evento di prova. Riprova.',
  'integrations.test.listLabel': 'Eventi di prova recenti',
  'integrations.test.none': 'Ancora nessun evento di prova.',
  'integrations.test.status.sent': 'Inviato',
  'integrations.test.status.failed': 'Non riuscito',
  'integrations.test.to': 'a {uri}',

  'integrations.zapier.title': 'Zapier',
  'integrations.zapier.body':
    'Zapier collega Mailcraft a migliaia di altre app. Uno Zap può aggiungere a una lista di contatti i nuovi contatti del tuo CRM o dei tuoi moduli web e avviare una campagna Zap che invia loro una cartolina, senza che tu debba fare nulla.',
  'integrations.zapier.apiKey': 'Zapier ti chiede la chiave API quando colleghi Mailcraft.',
  'integrations.zapier.open': 'Apri Zapier',
  'integrations.zapier.campaigns': 'Vedi le tue campagne Zap',
  'integrations.zapier.apiKeyLink': 'Trova la tua chiave API',

  'integrations.notifications.title': 'Impostazioni delle notifiche',
  'integrations.notifications.intro':
    'Scegli quali notifiche ricevere: nell’app, sotto la campanella in alto nella pagina, e via email.',
  'integrations.notifications.kind': 'Notifica',
  'integrations.notifications.inApp': 'Nell’app',
  'integrations.notifications.email': 'Via email',
  'integrations.notifications.kind.failedAddresses': 'Indirizzi non riusciti',
  'integrations.notifications.kind.refunds': 'Rimborsi',
  'integrations.notifications.kind.sharedCampaigns': 'Campagne condivise',
  'integrations.notifications.hint.failedAddresses':
    'Indirizzi che non è stato possibile verificare dopo l’importazione dei contatti.',
  'integrations.notifications.hint.refunds':
    'Denaro rimborsato per la posta che non è stato possibile consegnare, per un ordine o per un gruppo di ordini.',
  'integrations.notifications.hint.sharedCampaigns':
    'Campagne che qualcuno condivide con te, da accettare o rifiutare.',
  'integrations.notifications.inAppOf': '{kind} nell’app',
  'integrations.notifications.emailOf': '{kind} via email',
  'integrations.notifications.save': 'Salva le impostazioni delle notifiche',
  'integrations.notifications.saved': 'Impostazioni delle notifiche salvate.',
  'integrations.notifications.unsaved': 'Hai modifiche non ancora salvate.',
  'integrations.notifications.loadFailed':
    'Impossibile caricare le impostazioni delle notifiche. Riprova.',
  'integrations.notifications.saveFailed':
    'Impossibile salvare le impostazioni delle notifiche. Riprova.',
};
