import type { unsubscribeEn } from './en';

export const unsubscribeFr: Record<keyof typeof unsubscribeEn, string> = {
  'unsubscribe.sms.subscribed': '{sender} envoie des SMS à {recipient}.',
  'unsubscribe.email.subscribed': '{sender} envoie des e-mails à {recipient}.',
  'unsubscribe.sms.done': 'Désabonnement effectué : {sender} n’enverra plus de SMS à {recipient}.',
  'unsubscribe.email.done':
    'Désabonnement effectué : {sender} n’enverra plus d’e-mails à {recipient}.',
  'unsubscribe.sms.already':
    'Le désabonnement était déjà fait : {sender} n’envoie pas de SMS à {recipient}.',
  'unsubscribe.email.already':
    'Le désabonnement était déjà fait : {sender} n’envoie pas d’e-mails à {recipient}.',
  'unsubscribe.sms.resubscribed':
    'Réabonnement effectué : {sender} peut envoyer des SMS à {recipient}.',
  'unsubscribe.email.resubscribed':
    'Réabonnement effectué : {sender} peut envoyer des e-mails à {recipient}.',
  'unsubscribe.sms.yourNumber': 'votre numéro',
  'unsubscribe.email.yourAddress': 'votre adresse',
  'unsubscribe.unknownSender': 'L’expéditeur',
  'unsubscribe.unsubscribe': 'Se désabonner',
  'unsubscribe.resubscribe': 'Se réabonner',
  'unsubscribe.undo': 'Désabonnement par erreur ? Vous pouvez vous réabonner jusqu’à {time}.',
  'unsubscribe.badLink':
    'Ce lien de désabonnement n’est pas valide. Vérifiez que le lien du message a été ouvert en entier.',
  'unsubscribe.sms.expired':
    'Ce lien de désabonnement a expiré. Répondez STOP à un SMS de l’expéditeur, ou utilisez le lien d’un SMS plus récent.',
  'unsubscribe.email.expired':
    'Ce lien de désabonnement a expiré. Utilisez le lien de désabonnement d’un e-mail plus récent de l’expéditeur.',
  'unsubscribe.resubscribeClosed':
    'Le délai pour vous réabonner est passé : le désabonnement est maintenu.',
  'unsubscribe.failed': 'Un problème est survenu, rien n’a donc changé. Veuillez réessayer.',
  'unsubscribe.sms.title': 'Se désabonner des SMS',
  'unsubscribe.email.title': 'Se désabonner des e-mails',
  'unsubscribe.loading': 'Chargement…',
  'unsubscribe.retry': 'Réessayer',
  'unsubscribe.language': 'Langue',
};
