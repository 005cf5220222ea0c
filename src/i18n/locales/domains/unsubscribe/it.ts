import type { unsubscribeEn } from './en';

export const unsubscribeIt: Record<keyof typeof unsubscribeEn, string> = {
  'unsubscribe.sms.subscribed': '{sender} invia messaggi di testo a {recipient}.',
  'unsubscribe.email.subscribed': '{sender} invia email a {recipient}.',
  'unsubscribe.sms.done':
    'Iscrizione annullata: {sender} non invierà più messaggi di testo a {recipient}.',
  'unsubscribe.email.done': 'Iscrizione annullata: {sender} non invierà più email a {recipient}.',
  'unsubscribe.sms.already':
    'L’iscrizione era già annullata: {sender} non invia messaggi di testo a {recipient}.',
  'unsubscribe.email.already':
    'L’iscrizione era già annullata: {sender} non invia email a {recipient}.',
  'unsubscribe.sms.resubscribed':
    'Iscrizione di nuovo attiva: {sender} può inviare messaggi di testo a {recipient}.',
  'unsubscribe.email.resubscribed':
    'Iscrizione di nuovo attiva: {sender} può inviare email a {recipient}.',
  'unsubscribe.sms.yourNumber': 'il tuo numero',
  'unsubscribe.email.yourAddress': 'il tuo indirizzo',
  'unsubscribe.unknownSender': 'Il mittente',
  'unsubscribe.unsubscribe': 'Annulla iscrizione',
  'unsubscribe.resubscribe': 'Iscriviti di nuovo',
  'unsubscribe.undo': 'Hai annullato per errore? Puoi iscriverti di nuovo fino alle {time}.',
  'unsubscribe.badLink':
    'Questo link di annullamento non è valido. Controlla di aver aperto il link completo del messaggio.',
  'unsubscribe.sms.expired':
    'Questo link di annullamento è scaduto. Rispondi STOP a un messaggio del mittente, oppure usa il link di un messaggio più recente.',
  'unsubscribe.email.expired':
    'Questo link di annullamento è scaduto. Usa il link di annullamento di un’email più recente del mittente.',
  'unsubscribe.resubscribeClosed':
    'Il tempo per iscriverti di nuovo è scaduto, quindi l’iscrizione resta annullata.',
  'unsubscribe.failed': 'Qualcosa è andato storto, quindi non è cambiato nulla. Riprova.',
  'unsubscribe.sms.title': 'Annulla iscrizione ai messaggi di testo',
  'unsubscribe.email.title': 'Annulla iscrizione alle email',
  'unsubscribe.loading': 'Caricamento…',
  'unsubscribe.retry': 'Riprova',
  'unsubscribe.language': 'Lingua',
};
