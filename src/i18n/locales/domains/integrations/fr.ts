import type { integrationsEn } from './en';

export const integrationsFr: Record<keyof typeof integrationsEn, string> = {
  'integrations.intro':
    'Reliez Mailcraft aux outils que vous utilisez déjà : envoyez les événements de vos commandes à votre propre serveur, automatisez avec Zapier et choisissez les notifications que vous recevez.',
  'integrations.loading': 'Chargement…',

  'integrations.webhook.title': 'Webhook',
  'integrations.webhook.intro':
    'Lorsqu’il se passe quelque chose sur l’une de vos commandes, nous envoyons l’événement à cette adresse, en JSON, dans une requête POST. Seules les adresses https de l’internet public sont acceptées.',
  'integrations.webhook.current': 'Les événements de commande sont envoyés à',
  'integrations.webhook.savedAt': 'Enregistré le {date}',
  'integrations.webhook.none':
    'Pas encore de webhook : les événements de commande ne sont envoyés nulle part.',
  'integrations.webhook.label': 'URI du webhook',
  'integrations.webhook.hint': 'Par exemple https://example.com/hooks/mailcraft',
  'integrations.webhook.save': 'Enregistrer le webhook',
  'integrations.webhook.remove': 'Supprimer le webhook',
  'integrations.webhook.saved': 'Webhook enregistré. Les événements de commande y seront envoyés.',
  'integrations.webhook.removed':
    'Webhook supprimé. Les événements de commande ne sont plus envoyés.',
  'integrations.webhook.loadFailed': 'Votre webhook n’a pas pu être chargé. Veuillez réessayer.',
  'integrations.webhook.saveFailed': 'Le webhook n’a pas pu être enregistré. Veuillez réessayer.',
  'integrations.webhook.removeFailed': 'Le webhook n’a pas pu être supprimé. Veuillez réessayer.',
  'integrations.webhook.problem.required': 'Veuillez saisir l’URI du webhook.',
  'integrations.webhook.problem.tooLong': 'Utilisez au plus {max} caractères.',
  'integrations.webhook.problem.invalid':
    'Ce n’est pas une adresse web complète. Elle devrait ressembler à https://example.com/hooks.',
  'integrations.webhook.problem.notHttps':
    'Utilisez une adresse qui commence par https:// : les événements ne sont envoyés que par une connexion chiffrée.',
  'integrations.webhook.problem.credentials':
    'Retirez le nom d’utilisateur et le mot de passe de l’adresse.',
  'integrations.webhook.problem.privateHost':
    'Cette adresse pointe vers un réseau privé, local ou de bouclage. Utilisez une adresse joignable depuis internet.',

  'integrations.test.title': 'Événements de test',
  'integrations.test.intro':
    'Un événement de test (de type « test ») vérifie que votre serveur reçoit ce que nous envoyons.',
  'integrations.test.send': 'Envoyer un événement de test',
  'integrations.test.needsWebhook':
    'Enregistrez d’abord un webhook pour envoyer un événement de test.',
  'integrations.test.sent': 'Événement de test {id} envoyé.',
  'integrations.test.failed': 'L’événement de test n’a pas pu être envoyé. Veuillez réessayer.',
  'integrations.test.listLabel': 'Événements de test récents',
  'integrations.test.none': 'Aucun événement de test pour l’instant.',
  'integrations.test.status.sent': 'Envoyé',
  'integrations.test.status.failed': 'Échec',
  'integrations.test.to': 'à {uri}',

  'integrations.zapier.title': 'Zapier',
  'integrations.zapier.body':
    'Zapier relie Mailcraft à des milliers d’autres applications. Un Zap peut ajouter à une liste de contacts les nouveaux prospects de votre CRM ou de vos formulaires web, et lancer une campagne Zap qui leur envoie une carte, sans rien faire de votre côté.',
  'integrations.zapier.apiKey':
    'Zapier vous demande votre clé d’API lorsque vous connectez Mailcraft.',
  'integrations.zapier.open': 'Ouvrir Zapier',
  'integrations.zapier.campaigns': 'Voir vos campagnes Zap',
  'integrations.zapier.apiKeyLink': 'Trouver votre clé d’API',

  'integrations.notifications.title': 'Paramètres des notifications',
  'integrations.notifications.intro':
    'Choisissez les notifications que vous recevez : dans l’application, sous la cloche en haut de la page, et par e-mail.',
  'integrations.notifications.kind': 'Notification',
  'integrations.notifications.inApp': 'Dans l’application',
  'integrations.notifications.email': 'Par e-mail',
  'integrations.notifications.kind.failedAddresses': 'Adresses en échec',
  'integrations.notifications.kind.refunds': 'Remboursements',
  'integrations.notifications.kind.sharedCampaigns': 'Campagnes partagées',
  'integrations.notifications.hint.failedAddresses':
    'Les adresses qui n’ont pas pu être vérifiées après une importation de contacts.',
  'integrations.notifications.hint.refunds':
    'L’argent remboursé pour le courrier qui n’a pas pu être distribué, pour une commande ou un lot de commandes.',
  'integrations.notifications.hint.sharedCampaigns':
    'Les campagnes que quelqu’un partage avec vous, à accepter ou à refuser.',
  'integrations.notifications.inAppOf': '{kind} dans l’application',
  'integrations.notifications.emailOf': '{kind} par e-mail',
  'integrations.notifications.save': 'Enregistrer les paramètres des notifications',
  'integrations.notifications.saved': 'Paramètres des notifications enregistrés.',
  'integrations.notifications.unsaved': 'Certaines modifications ne sont pas encore enregistrées.',
  'integrations.notifications.loadFailed':
    'Vos paramètres de notification n’ont pas pu être chargés. Veuillez réessayer.',
  'integrations.notifications.saveFailed':
    'Vos paramètres de notification n’ont pas pu être enregistrés. Veuillez réessayer.',
};
