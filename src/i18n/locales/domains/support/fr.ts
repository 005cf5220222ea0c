import type { supportEn } from './en';

export const supportFr: Record<keyof typeof supportEn, string> = {
  'support.intro.role1':
    'Réponses pour les super-administrateurs : secteurs d’activité et catégories, modèles, le Design Studio de cartes, campagnes et rapports.',
  'support.intro.role2':
    'Réponses pour votre compte Marketplace : commandes, approvisionnement, cartes bancaires, modèles, listes de contacts et remboursements.',
  'support.intro.role3':
    'Réponses pour votre compte Design Studio : modèles, le Design Studio de cartes, campagnes, le programme d’affiliation et la facturation.',
  'support.search.label': 'Rechercher dans les questions',
  'support.search.placeholder': 'Par exemple : remboursement, CSV, carte',
  'support.search.clear': 'Effacer la recherche',
  'support.search.all':
    '{count, plural, one {# question} other {# questions}} dans {topics, plural, one {# thème} other {# thèmes}}',
  'support.search.matches':
    '{count, plural, one {# question correspond} other {# questions correspondent}} à « {query} »',
  'support.search.none': 'Aucune question ne correspond à « {query} ».',
  'support.empty.hint':
    'Essayez d’autres mots, ou écrivez à notre équipe d’assistance : nous serons ravis de vous aider.',
  'support.links': 'Aller à :',
  'support.contact.title': 'Besoin d’aide supplémentaire ?',
  'support.contact.body':
    'Écrivez à notre équipe d’assistance. Dites-nous ce que vous faisiez, ce que vous attendiez et ce qui s’est passé.',
  'support.contact.emailLabel': 'E-mail',
  'support.contact.tip':
    'Écrivez-nous depuis l’adresse e-mail de votre compte et, pour une commande, indiquez son numéro.',
  'support.contact.helpIntro': 'Les guides pour bien démarrer se trouvent sur la page d’aide.',
  'support.contact.helpLink': 'Ouvrir l’aide',

  'support.topic.ordering': 'Commander des campagnes',
  'support.topic.funding': 'Approvisionner votre solde',
  'support.topic.cards': 'Cartes bancaires, formules et facturation',
  'support.topic.templates': 'Modèles et envois',
  'support.topic.lists': 'Listes de contacts et imports',
  'support.topic.refunds': 'Remboursements et annulations',
  'support.topic.catalog': 'Secteurs d’activité et catégories',
  'support.topic.design': 'Concevoir des modèles',
  'support.topic.cardStudio': 'Le Design Studio de cartes',
  'support.topic.campaigns': 'Campagnes en plusieurs étapes',
  'support.topic.affiliate': 'Programme d’affiliation',
  'support.topic.admin': 'Modèles, rapports et listes',
  'support.topic.account': 'Votre compte',

  'support.q.orderHow': 'Comment commander une campagne ?',
  'support.a.orderHow':
    'Ouvrez Commander une campagne dans le groupe Campagnes du menu. Choisissez une campagne toute prête (filtrez par catégorie, mots-clés, type ou nombre de contacts), donnez-lui un nom, choisissez une ou plusieurs de vos listes de contacts, vérifiez les messages et le prix, puis appuyez sur Lancer la campagne. Le total est prélevé sur votre solde.',
  'support.q.orderCard': 'Pourquoi suis-je envoyé vers Abonnement et cartes quand je commande ?',
  'support.a.orderCard':
    'Une commande nécessite une carte valide enregistrée. Sans carte, vous voyez « Vous devez avoir une carte valide enregistrée avant de passer la commande » et arrivez sur Abonnement et cartes. Ajoutez-y une carte, puis commandez à nouveau.',
  'support.q.orderBalance': 'Et si mon solde est inférieur au prix ?',
  'support.a.orderBalance':
    'L’étape du prix affiche votre solde et ce qu’il sera après la commande. S’il ne suffit pas, Lancer la campagne ouvre Approvisionner le compte avec un montant déjà choisi qui couvre la différence. Ajoutez les fonds, puis relancez.',
  'support.q.orderPrice': 'Comment le prix est-il calculé ?',
  'support.a.orderPrice':
    'Chaque étape est facturée pour les contacts des listes choisies, sans les adresses déjà en échec de vérification et, pour les SMS et e-mails, sans les contacts désabonnés. Les cartes postales sont tarifées par quantité : plus vous en envoyez, moins chaque carte coûte, et l’étape du prix indique la tranche appliquée. Tarifs, dans le menu, affiche la grille complète de votre formule.',
  'support.q.orderCompliance': 'Pourquoi dois-je corriger un SMS ou un e-mail avant le lancement ?',
  'support.a.orderCompliance':
    'Chaque SMS doit indiquer comment se désabonner, par exemple « Reply STOP to opt out. », et chaque e-mail doit contenir un lien de désabonnement. La commande signale chaque étape qui n’en a pas ; pour un SMS, vous pouvez ajouter la phrase de désabonnement standard en un clic.',
  'support.q.orderQuietHours': 'Quand mes SMS partent-ils ?',
  'support.a.orderQuietHours':
    'Les SMS respectent les heures d’envoi de chaque destinataire : de 8 h à 21 h, heure locale, plus strictes dans certains États. Un SMS prévu hors de ces heures attend leur ouverture ; l’étape du prix indique combien de SMS attendront et quand part le premier.',
  'support.q.orderTrack': 'Où suivre une campagne que j’ai lancée ?',
  'support.a.orderTrack':
    'Campagnes actives affiche chaque campagne lancée : ses listes, son coût et, étape par étape, ce qui a été envoyé, imprimé ou posté et ce qui reste planifié. Historique des commandes liste chaque commande, approvisionnement et remboursement, et les exporte en CSV.',
  'support.q.orderAddLists': 'Puis-je ajouter des listes de contacts à une campagne en cours ?',
  'support.a.orderAddLists':
    'Oui : dans Campagnes actives, appuyez sur Ajouter des listes de contacts sur la campagne. Les étapes à venir partent aussi vers les listes ajoutées et vous ne payez que celles-ci ; les étapes déjà envoyées ne sont pas renvoyées.',
  'support.q.orderBulk': 'Comment envoyer tout de suite un modèle à mes listes ?',
  'support.a.orderBulk':
    'Utilisez le Centre d’envois en nombre, accessible depuis Modèles. Choisissez le canal et le modèle, vos listes, obtenez l’épreuve et confirmez-la, puis appuyez sur Payer et envoyer. C’est prélevé sur votre solde, avec les mêmes règles qu’une campagne.',

  'support.q.fundHow': 'Comment ajouter de l’argent à mon solde ?',
  'support.a.fundHow':
    'Appuyez sur Approvisionner le compte dans la barre supérieure ou dans le menu de votre compte. Choisissez un montant et la carte à débiter (votre carte par défaut est déjà choisie), puis appuyez sur Approvisionner le compte. Le nouveau solde s’affiche dès que le paiement est fait.',
  'support.q.fundAmounts': 'Quels montants puis-je ajouter ?',
  'support.a.fundAmounts':
    '{smallest}, tout montant de {rangeFrom} à {rangeTo} par tranches de {step}, ou {largeAmounts}. Aucun autre montant ne peut être choisi.',
  'support.q.fundRefund': 'L’argent ajouté peut-il être remboursé ?',
  'support.a.fundRefund':
    'Non. Les fonds ajoutés à votre compte ne sont pas remboursables : ils restent sur votre solde et paient vos campagnes et vos envois.',
  'support.q.fundNoCard': 'Pourquoi ne puis-je pas approvisionner mon compte ?',
  'support.a.fundNoCard':
    'L’approvisionnement exige au moins une carte enregistrée : sans carte, la fenêtre Approvisionner le compte ne peut pas encaisser de paiement. Appuyez sur Gérer les cartes bancaires pour aller dans Abonnement et cartes, ajoutez une carte et revenez.',
  'support.q.fundTwice':
    'Un paiement n’a pas répondu. Serai-je débité deux fois si je recommence ?',
  'support.a.fundTwice':
    'Non. Chaque paiement porte sa propre clé : appuyer de nouveau sur Approvisionner le compte avec le même montant et la même carte est sans risque. Si le premier paiement est passé, il est ajouté à votre solde et rien de plus n’est débité ; sinon, vous n’êtes débité qu’une fois.',
  'support.q.fundAuto': 'Qu’est-ce que l’approvisionnement automatique ?',
  'support.a.fundAuto':
    'Un interrupteur dans la fenêtre Approvisionner le compte : tant qu’il est activé, votre solde est réapprovisionné automatiquement avec votre carte par défaut lorsqu’il devient bas. Désactivez-le au même endroit.',
  'support.q.fundHistory': 'Où voir mes approvisionnements ?',
  'support.a.fundHistory':
    'Dans Historique des commandes : choisissez le type Approvisionnement pour ne voir que ceux-ci, ou exportez tout l’historique en CSV.',

  'support.q.cardAdd': 'Comment ajouter une carte ?',
  'support.a.cardAdd':
    'Ouvrez Facturation dans le groupe Compte du menu (Abonnement et cartes) et appuyez sur Ajouter une nouvelle carte. Saisissez le numéro, la date d’expiration, le code de sécurité, le nom du titulaire et l’adresse de facturation ; cochez « Définir comme ma carte par défaut » pour payer d’abord avec elle.',
  'support.q.cardDefault': 'Comment changer ma carte par défaut ?',
  'support.a.cardDefault':
    'Choisissez Définir par défaut sur la carte voulue. La carte par défaut est listée en premier, marquée PAR DÉFAUT, et c’est elle qui est choisie quand vous approvisionnez votre compte.',
  'support.q.cardDelete': 'Pourquoi ne puis-je pas supprimer une carte ?',
  'support.a.cardDelete':
    'La carte par défaut ne peut pas être supprimée. Définissez d’abord une autre carte par défaut, puis supprimez l’ancienne.',
  'support.q.cardExpired': 'Ma carte a expiré ou a été refusée. Que faire ?',
  'support.a.cardExpired':
    'Une carte expirée est marquée Expirée : choisissez Mettre à jour pour indiquer sa nouvelle date d’expiration, ou ajoutez une autre carte, et définissez-la par défaut. Lorsqu’un paiement est refusé, le message donne le motif du processeur de cartes ; essayez une autre carte.',
  'support.q.cardCoach': 'Pourquoi ne puis-je ni ajouter ni modifier de cartes ?',
  'support.a.cardCoach':
    'Quand un coach gère votre compte, le paiement lui revient : Abonnement et cartes affiche les cartes de votre coach, en lecture seule. Demandez à votre coach d’ajouter ou de changer une carte.',
  'support.q.billingWhere': 'Où sont ma formule, mes factures et mon adresse de facturation ?',
  'support.a.billingWhere':
    'Facturation et abonnements, accessible depuis Abonnement et cartes, affiche l’état de votre compte, vos abonnements avec leurs factures et le renouvellement automatique, ainsi que votre adresse de facturation.',
  'support.q.billingCancel': 'Comment résilier mon compte, et puis-je revenir ?',
  'support.a.billingCancel':
    'Dans Facturation et abonnements, appuyez sur Résilier le compte et confirmez. Vos abonnements s’arrêtent aussitôt et vos données sont conservées. À votre prochaine connexion, vous pouvez réactiver le compte avec une carte : votre formule repart et la carte est débitée de sa première période.',
  'support.q.planUpgrade': 'Comment obtenir le Design Studio ?',
  'support.a.planUpgrade':
    'Le Design Studio est inclus dans la formule Pro : choisissez Design Studio dans le sélecteur en haut de la page pour voir les formules. La mise à niveau utilise votre carte enregistrée et est calculée au prorata du temps restant sur la période ; il n’y a ni essai ni retour à une formule inférieure.',
  'support.q.planPro': 'Que comprend ma formule Pro ?',
  'support.a.planPro':
    'Vos propres modèles de courrier, de SMS et d’e-mail, les campagnes multicanales, le partage de vos modèles et campagnes, et le programme de revendeurs. Facturation et abonnements affiche votre formule, ses factures et le renouvellement automatique.',

  'support.q.tplGallery': 'Où trouver des modèles à envoyer ?',
  'support.a.tplGallery':
    'Modèles, dans le groupe Modèles de cartes du menu, est la galerie des cartes prêtes à commander. Filtrez par catégorie, par cartes avec photo du bien ou par vos favoris : marquez une carte de son étoile, puis cochez Favoris uniquement.',
  'support.q.tplSend': 'Comment envoyer un modèle à un seul contact ?',
  'support.a.tplSend':
    'Dans les actions du modèle, choisissez Envoyer aux contacts, puis Un contact ou Une liste de contacts, et appuyez sur Envoyer. Vous obtenez un numéro de commande, et l’envoi figure dans Historique des commandes.',
  'support.q.tplPdf': 'Puis-je obtenir un PDF d’un modèle ?',
  'support.a.tplPdf': 'Oui : choisissez Télécharger le PDF dans les actions du modèle.',
  'support.q.tplProof': 'Comment vérifier un message avant son envoi ?',
  'support.a.tplProof':
    'Le Centre d’envois en nombre affiche une épreuve du modèle, avec des valeurs d’exemple dans ses balises de fusion, et n’envoie qu’une fois cochée la case « J’ai vérifié l’épreuve et elle est prête à être envoyée. ». Quand vous commandez une campagne, vous pouvez lire et ajuster le texte de chaque étape SMS avant de la lancer.',
  'support.q.tplAgency': 'Quelqu’un peut-il concevoir des modèles pour moi ?',
  'support.a.tplAgency':
    'Oui : Services d’agence, sur votre tableau de bord, conçoit pour vous des modèles de courrier, de SMS et d’e-mail à partir de {designPrice} par modèle. Appuyez sur Prendre rendez-vous pour fixer un appel.',
  'support.q.tplOwn': 'Puis-je concevoir mes propres modèles ?',
  'support.a.tplOwn':
    'Vos propres modèles de SMS, d’e-mail et de carte, ainsi que les campagnes en plusieurs étapes, sont inclus dans la formule Pro du Design Studio. Un compte Marketplace commande les campagnes et les modèles tout prêts.',
  'support.q.tplIntegrations': 'Comment connecter Zapier ou mon propre logiciel ?',
  'support.a.tplIntegrations':
    'Utilisez le groupe Intégrations du menu : Zapier explique comment connecter votre compte Zapier pour que vos zaps envoient des modèles, et Clé d’API sert à votre propre logiciel. Campagnes Zap liste chaque modèle envoyé par vos zaps, avec son destinataire et son état.',

  'support.q.listUpload': 'Comment importer mes contacts ?',
  'support.a.listUpload':
    'Dans le groupe Contacts du menu, choisissez Créer une liste de contacts pour démarrer une nouvelle liste à partir d’un fichier, ou Importer des contacts pour ajouter un fichier à une liste existante. Choisissez le fichier, associez ses colonnes aux champs du contact, appuyez sur Vérifier le fichier, puis sur Importer la liste.',
  'support.q.listFile': 'Quel fichier puis-je importer ?',
  'support.a.listFile':
    'Un seul fichier CSV, de moins de 1 Go, dont la première ligne nomme les colonnes. Le prénom, le nom, la rue, la ville, l’État et le code postal sont obligatoires ; l’e-mail, le téléphone et les informations sur l’entreprise et le bien sont facultatifs.',
  'support.q.listCheck': 'Que recherche « Vérifier le fichier » ?',
  'support.a.listCheck':
    'Avant tout envoi, votre navigateur vérifie le fichier : e-mails, numéros de téléphone et codes postaux invalides, e-mails en double (sans tenir compte de la casse) et lignes au mauvais nombre de colonnes. Les codes postaux qui ont perdu leur zéro initial sont réparés. Vous pouvez télécharger les lignes problématiques en CSV.',
  'support.q.listStatus':
    'Pourquoi ma liste indique-t-elle Traitement en cours ou Vérification des adresses ?',
  'support.a.listStatus':
    'Après l’import, le serveur lit la liste et vérifie ses adresses postales ; la liste est Prête une fois ce travail terminé. Une liste ne peut être choisie pour une commande qu’une fois prête.',
  'support.q.listFailed': 'Que sont les adresses en échec ?',
  'support.a.listFailed':
    'Les adresses qui échouent à la vérification postale (DPV) ne peuvent pas être distribuées : elles sont exclues de vos commandes et jamais postées. Mes listes de contacts vous signale les listes qui en ont, et Adresses en échec les liste avec Télécharger le CSV pour que vous puissiez les corriger.',
  'support.q.listBuilder': 'Puis-je créer une liste sans fichier ?',
  'support.a.listBuilder':
    'Oui : le Générateur de listes crée une liste à partir de données immobilières. Choisissez un État, puis des comtés, des villes et des codes postaux, et enregistrez les biens correspondants comme liste de contacts.',
  'support.q.listManage': 'Comment renommer, exporter ou supprimer une liste ?',
  'support.a.listManage':
    'Dans Mes listes de contacts, chaque liste propose Renommer, Exporter en CSV et Supprimer. Les noms de liste doivent être uniques (sans tenir compte de la casse), et une liste utilisée par une campagne active ne peut pas être supprimée.',
  'support.q.listVerify': 'À quoi servent Vérifier les adresses et Recherche de coordonnées ?',
  'support.a.listVerify':
    'Ouvrez une liste : Vérifier les adresses contrôle à nouveau ses adresses et met à jour ses adresses en échec ; Recherche de coordonnées commande une recherche pour les contacts de la liste, qui apparaît ensuite dans Historique des commandes.',

  'support.q.refundUndeliverable': 'Suis-je remboursé pour les adresses non distribuables ?',
  'support.a.refundUndeliverable':
    'Oui. Les adresses déjà connues comme en échec sont exclues du prix. Quand vous lancez une campagne avec une étape de carte postale, le service d’impression vérifie les adresses des listes : les cartes destinées aux adresses en échec ne sont pas imprimées et leur coût revient aussitôt sur votre solde.',
  'support.q.refundWhere': 'Où voir mes remboursements ?',
  'support.a.refundWhere':
    'Chaque remboursement est une ligne Remboursement dans Historique des commandes (choisissez le type Remboursement pour ne voir que ceux-ci). Campagnes actives affiche le coût de chaque campagne et ce qui a été remboursé.',
  'support.q.refundCancel': 'Que se passe-t-il si j’annule une campagne ?',
  'support.a.refundCancel':
    'Dans Campagnes actives, appuyez sur Annuler la campagne et confirmez. Chaque étape pas encore envoyée s’arrête et son coût revient sur votre solde ; les SMS et e-mails déjà envoyés le restent et ne sont pas remboursés. Le message après l’annulation indique le montant remboursé.',
  'support.q.refundWindow': 'Puis-je encore arrêter les cartes postales après le lancement ?',
  'support.a.refundWindow':
    'Oui, pendant {cancelHours, plural, one {la première heure} other {les # premières heures}} qui suivent le lancement : jusque-là, les cartes ne partent pas chez l’imprimeur, donc l’annulation les arrête toutes, et la confirmation d’annulation indique jusqu’à quand. Ensuite, l’annulation arrête les cartes pas encore parties chez l’imprimeur.',
  'support.q.refundUnsubscribed': 'Est-ce que je paie pour les contacts désabonnés ?',
  'support.a.refundUnsubscribed':
    'Non. Une étape SMS ou e-mail ne part qu’aux contacts qui ne vous ont pas demandé d’arrêter ce canal, et vous ne payez que pour eux. Les cartes postales passent par la poste : se désabonner des SMS ou des e-mails ne les arrête pas.',
  'support.q.refundFunding': 'Les remboursements reviennent-ils sur ma carte ?',
  'support.a.refundFunding':
    'Non : les remboursements de commandes reviennent sur votre solde, où ils paient vos prochaines commandes. L’argent ajouté avec Approvisionner le compte n’est pas remboursable.',

  'support.q.adminIndustries': 'À quoi servent les secteurs d’activité ?',
  'support.a.adminIndustries':
    'Les secteurs d’activité déterminent les modèles que voit chaque utilisateur : catégories et modèles appartiennent à un secteur. Ajoutez-les, modifiez-les et recherchez-les dans Secteurs d’activité ; chacun a un type de profil (Agent ou Entreprise) et un statut.',
  'support.q.adminDeleteCatalog': 'Pourquoi ne puis-je pas supprimer un secteur ou une catégorie ?',
  'support.a.adminDeleteCatalog':
    'Un secteur qui a encore des catégories ou des modèles ne peut pas être supprimé, pas plus qu’une catégorie utilisée par des modèles : déplacez-les ou supprimez-les d’abord. Les noms doivent être uniques et non vides.',
  'support.q.adminCategoryOwners': 'Qui peut gérer les catégories ?',
  'support.a.adminCategoryOwners':
    'Vous et les utilisateurs du Design Studio. Chaque catégorie appartient à un secteur, et Catégories permet de filtrer la liste par secteur.',

  'support.q.designNew': 'Comment créer un nouveau modèle ?',
  'support.a.designNew':
    'Ouvrez Modèles SMS, Modèles d’e-mail ou Modèles de cartes dans le menu et appuyez sur Nouveau modèle SMS, Nouveau modèle d’e-mail ou Nouveau modèle de carte. Donnez-lui un titre encore inutilisé pour ce type, ainsi qu’une catégorie et un secteur pour qu’on le trouve.',
  'support.q.designSms': 'Quelle longueur peut avoir un modèle de SMS ?',
  'support.a.designSms':
    'Jusqu’à 1 600 caractères. L’éditeur compte les caractères et les segments pendant la saisie et signale les caractères qui font passer le message en UCS-2, qui tient moins de caractères par segment, avec des équivalents GSM lorsqu’il en existe.',
  'support.q.designEmail': 'De quoi un modèle d’e-mail a-t-il besoin ?',
  'support.a.designEmail':
    'D’un objet et d’un corps. Les images d’un modèle peuvent peser 10 Mo au plus. Ajoutez un lien dont le texte ou l’adresse contient « unsubscribe » : un e-mail sans ce lien ne peut pas être lancé dans une campagne.',
  'support.q.designMergeTags': 'Comment personnaliser un message ?',
  'support.a.designMergeTags':
    'Insérez des balises de fusion, comme le prénom, le nom de l’entreprise ou la rue du bien : les données de chaque contact les remplissent à l’envoi. Aperçu et Obtenir une épreuve montrent le message rempli avec des données d’exemple.',
  'support.q.designActions': 'Comment partager, dupliquer ou télécharger un modèle ?',
  'support.a.designActions':
    'Utilisez les actions du modèle : Partager le donne à un autre utilisateur par e-mail ou identifiant, Dupliquer le copie sous un nouveau nom et Télécharger le PDF produit un PDF. Seul le propriétaire du modèle, ou un super-administrateur, peut le modifier, le partager ou le supprimer.',
  'support.q.designDelete': 'Pourquoi ne puis-je pas supprimer un modèle ?',
  'support.a.designDelete':
    'Un modèle utilisé par une campagne ou par un zap Zapier ne peut pas être supprimé : « Le modèle ne peut pas être supprimé car il est associé à une campagne ou à Zapier. ». Retirez-le d’abord de ces campagnes.',
  'support.q.designDrafts': 'Mon travail est-il perdu si je ferme un éditeur ?',
  'support.a.designDrafts':
    'Non. Les éditeurs gardent un brouillon de vos modifications dans ce navigateur. Quand vous rouvrez le modèle, il vous est proposé de le restaurer s’il diffère de ce qui a été enregistré.',
  'support.q.designCategories': 'Comment fonctionnent les catégories ?',
  'support.a.designCategories':
    'Les catégories regroupent les modèles au sein d’un secteur, et les utilisateurs filtrent modèles et campagnes par catégorie. Ajoutez-les et modifiez-les dans Catégories. Les noms doivent être uniques, et une catégorie utilisée par des modèles ne peut pas être supprimée.',
  'support.q.designAgency': 'Quelqu’un peut-il concevoir des modèles pour mes clients ?',
  'support.a.designAgency':
    'Oui : Services d’agence, sur votre tableau de bord, conçoit des modèles de courrier, de SMS et d’e-mail à partir de {designPrice} par modèle. Appuyez sur Prendre rendez-vous pour fixer un appel.',

  'support.q.studioOpen': 'Comment ouvrir le Design Studio de cartes ?',
  'support.a.studioOpen':
    'Dans Modèles de cartes, appuyez sur Nouveau modèle de carte, ou sur Modifier sur l’une de vos cartes. Les onglets de gauche ajoutent du texte, des éléments, des images et des champs de fusion, et montrent les calques, propriétés, vérifications et téléchargements ; la barre d’outils agit sur votre sélection.',
  'support.q.studioSizes': 'Quels formats de carte puis-je concevoir ?',
  'support.a.studioSizes':
    '4 × 6 po, 6 × 9 po et 6 × 11 po (pouces), chacun avec un recto et un verso. Le côté adresse doit laisser libres les zones d’adresse, d’affranchissement et de code-barres.',
  'support.q.studioImages': 'Quelles images puis-je utiliser ?',
  'support.a.studioImages':
    'Des images PNG, JPEG, WebP ou SVG, 10 Mo d’images au plus par carte. Pour une impression nette, une image doit atteindre 300 DPI à la taille où elle est placée : Propriétés affiche sa résolution, et l’onglet Vérifier avertit quand elle est inférieure.',
  'support.q.studioPreflight': 'Que contrôle l’onglet Vérifier ?',
  'support.a.studioPreflight':
    'Son contrôle en amont examine les deux faces : faces vides, images manquantes, images sous 300 DPI, éléments hors de la zone de sécurité (1/8 po à l’intérieur du trait de coupe), éléments dans les zones postales du côté adresse, texte de moins de 6 pt et texte qui dépasse de son cadre. Les problèmes marqués Bloquant doivent être corrigés avant de publier.',
  'support.q.studioPublish': 'Quelle différence entre Enregistrer comme brouillon et Publier ?',
  'support.a.studioPublish':
    'Enregistrer comme brouillon garde votre travail et laisse la carte incomplète. Publier rend sa maquette définitive : une carte avec un titre et ses deux faces est alors complète, prête à être commandée et visible dans la galerie du Marketplace.',
  'support.q.studioMerge': 'Puis-je prévisualiser les champs de fusion avec de vrais contacts ?',
  'support.a.studioMerge':
    'Oui : dans l’aperçu de fusion de l’onglet Vérifier, choisissez l’une de vos listes de contacts et parcourez ses contacts, ou choisissez Pire cas pour remplir chaque champ avec la valeur la plus longue de la liste. Il indique combien d’enregistrements débordent d’un cadre de texte.',
  'support.q.studioExport': 'Puis-je télécharger ma carte ?',
  'support.a.studioExport':
    'Oui : l’onglet Télécharger fournit chaque face en SVG ou en PNG à 300 DPI, et une épreuve PDF des deux faces avec traits de coupe.',
  'support.q.studioKeys': 'Existe-t-il des raccourcis clavier ?',
  'support.a.studioKeys':
    'Oui, quand le canevas a le focus ; appuyez sur ? pour tous les afficher. Les flèches déplacent la sélection (Maj pour de plus grands pas), Entrée modifie un texte, Échap termine, Ctrl+D duplique, Ctrl+G groupe et Ctrl+Z annule (Cmd sur Mac) ; Ctrl+molette zoome et Espace+glisser déplace la vue sur la carte.',

  'support.q.campaignBuild': 'Comment créer une campagne ?',
  'support.a.campaignBuild':
    'Dans Campagnes, appuyez sur Nouvelle campagne. Nommez-la, ajoutez des étapes SMS, e-mail et carte postale (20 au plus), choisissez un modèle pour chacune et fixez l’attente avant chaque étape en heures, jours ou semaines (de 0 à 365, comptée depuis l’étape précédente). La chronologie montre le jour où part chaque étape.',
  'support.q.campaignCategories':
    'Pourquoi l’enregistrement dit-il que mes catégories n’ont pas de modèle ?',
  'support.a.campaignCategories':
    'Les catégories d’une campagne doivent mener à des modèles : si aucune des catégories choisies n’a de modèle, la campagne n’est pas enregistrée. Choisissez d’autres catégories, ou attribuez d’abord l’une d’elles à un modèle.',
  'support.q.campaignMarketplace':
    'Comment les utilisateurs du Marketplace obtiennent-ils ma campagne ?',
  'support.a.campaignMarketplace':
    'Les campagnes actives sont proposées aux utilisateurs du Marketplace dans Commander une campagne. Passez une campagne en Inactive pour la retirer de ce catalogue.',
  'support.q.campaignShare': 'Comment partager une campagne avec un utilisateur PRO ?',
  'support.a.campaignShare':
    'Choisissez Partager sur la campagne et sélectionnez l’administrateur PRO. Il la trouve sous Partagées avec moi et l’accepte ou la refuse ; l’accepter la copie dans ses campagnes.',
  'support.q.campaignDuplicate': 'Puis-je copier une campagne ?',
  'support.a.campaignDuplicate':
    'Oui : Dupliquer en fait une copie sous un nouveau nom, à vous de la modifier. Les utilisateurs du Design Studio voient les campagnes du super-administrateur en lecture seule et peuvent les dupliquer pour les adapter.',
  'support.q.campaignDelete': 'Pourquoi ne puis-je pas supprimer une campagne ?',
  'support.a.campaignDelete':
    'Une campagne utilisée par une commande en cours ne peut pas être supprimée. Rendez-la inactive pour que personne ne la commande plus.',
  'support.q.campaignTiming': 'Quand arrivent les cartes postales d’une campagne ?',
  'support.a.campaignTiming':
    'Les cartes postales partent en First Class : la chronologie compte qu’elles arrivent dans les foyers 4 à 6 jours après leur envoi et affiche ces jours à côté de chaque étape de carte postale.',

  'support.q.affiliateCommission': 'Comment le programme de revendeurs rémunère-t-il ?',
  'support.a.affiliateCommission':
    'En tant qu’utilisateur Pro, vous touchez une commission de revendeur de 50 % sur ce que paient les utilisateurs basiques que vous amenez. Les administrateurs de la plateforme vous versent vos gains.',
  'support.q.affiliateLink': 'Comment les gens s’inscrivent-ils sous mon parrainage ?',
  'support.a.affiliateLink':
    'Partagez votre page de parrainage : /affiliate/ suivi du domaine de votre entreprise, par exemple /affiliate/votreentreprise.com. Elle présente votre entreprise et mène à l’inscription ; les comptes créés depuis celle-ci vous sont rattachés.',
  'support.q.affiliateWhere': 'Où se trouve le programme d’affiliation dans l’application ?',
  'support.a.affiliateWhere':
    'Dans Affiliation, au sein du groupe Compte du menu. Premiers pas, sur votre tableau de bord, y mène aussi.',

  'support.q.adminTemplates': 'Puis-je modifier les modèles des autres utilisateurs ?',
  'support.a.adminTemplates':
    'Oui : en tant que super-administrateur, vous pouvez modifier, modifier rapidement, partager et supprimer n’importe quel modèle dans Modèles SMS, Modèles d’e-mail et Modèles de cartes.',
  'support.q.adminProTemplates': 'Que sont les Modèles de cartes PRO ?',
  'support.a.adminProTemplates':
    'Vos propres modèles de cartes, avec des filtres par secteur et par catégorie. Donnez à chacun un secteur et une catégorie pour que les bons utilisateurs le trouvent ; Nouveau modèle de carte ouvre le Design Studio de cartes.',
  'support.q.adminCampaigns': 'Qui voit les campagnes que je crée ?',
  'support.a.adminCampaigns':
    'Les utilisateurs du Design Studio voient vos campagnes en lecture seule et peuvent les dupliquer ; les campagnes actives sont proposées aux utilisateurs du Marketplace dans Commander une campagne.',
  'support.q.adminVendorReport': 'Que montre le Rapport fournisseurs ?',
  'support.a.adminVendorReport':
    'Ce que la plateforme a payé à ses fournisseurs d’impression, de SMS, d’e-mail et de données, tâche par tâche, entre deux dates, filtré par fournisseur et par produit. Les filtres restent dans l’adresse de la page, on peut donc mettre un rapport en favori ; Afficher en tableau présente le graphique en chiffres, et Télécharger le CSV exporte les lignes.',
  'support.q.adminLists': 'Puis-je voir toutes les listes de contacts ?',
  'support.a.adminLists':
    'Oui : Listes de contacts système affiche chaque liste du système avec son propriétaire ; ouvrez-en une pour voir ses contacts.',
  'support.q.adminNoBilling': 'Pourquoi ne vois-je ni Facturation ni Approvisionner le compte ?',
  'support.a.adminNoBilling':
    'Les comptes super-administrateur ne paient pas de commandes : cartes bancaires, approvisionnement et abonnements concernent les comptes Marketplace et Design Studio.',

  'support.q.accountProfile': 'Où modifier mon profil ?',
  'support.a.accountProfile':
    'Choisissez Paramètres du compte dans le menu de votre compte, en haut à droite de la page : il ouvre la page Paramètres du compte, qui a aussi sa place dans le menu.',
  'support.q.accountPassword': 'J’ai oublié mon mot de passe ou mon identifiant.',
  'support.a.accountPassword':
    'Sur la page de connexion, choisissez Mot de passe oublié ? et saisissez votre e-mail : s’il correspond à un compte, nous envoyons un lien pour définir un nouveau mot de passe. Identifiant oublié ? retrouve votre identifiant à partir de votre e-mail ou de votre numéro de mobile.',
  'support.q.accountLanguage': 'Comment changer la langue ou les couleurs ?',
  'support.a.accountLanguage':
    'Appuyez sur le bouton en forme d’engrenage de la barre supérieure (Paramètres de langue et de thème). Il propose l’anglais, le chinois, l’espagnol, le français et l’italien, ainsi que des thèmes pour la barre supérieure, la barre latérale, la zone principale et le fond de la mise en page.',
  'support.q.accountBrowser': 'Quel navigateur utiliser ?',
  'support.a.accountBrowser':
    'Mailcraft est conçu pour Google Chrome. Dans les autres navigateurs, un bandeau prévient que certaines fonctions peuvent ne pas marcher.',
  'support.q.accountHelp': 'Où trouver plus d’aide ?',
  'support.a.accountHelp':
    'Aide, à la fin du menu, ouvre les guides d’aide. Pour tout le reste, écrivez à notre équipe d’assistance à l’adresse indiquée sur cette page.',
};
